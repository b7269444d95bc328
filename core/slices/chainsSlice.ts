import type { ChainNamespace } from '../constants/namespaces.js'
import type { AccountState } from '../types/account.js'
import type { NetworkState } from '../types/network.js'

export interface ChainState {
  account: AccountState
  network: NetworkState
  /** The connector holding this namespace's session, if any. */
  connectorId: string | undefined
}

export interface ChainsState {
  activeNamespace: ChainNamespace | undefined
  byNamespace: Partial<Record<ChainNamespace, ChainState>>
}

export const initialAccountState = (): AccountState => ({
  caipAddress: undefined,
  address: undefined,
  balance: undefined,
  balanceSymbol: undefined,
  profileName: undefined,
  profileImage: undefined,
  addressExplorerUrl: undefined,
  tokenBalance: [],
  smartAccountDeployed: false,
  currentTab: 'tokens',
  connectedWalletInfo: undefined,
  preferredAccountType: undefined,
  socialProvider: undefined,
  socialWindow: undefined,
  farcasterUrl: undefined,
  user: undefined,
  status: 'disconnected',
  addressLabels: {},
})

export const initialNetworkState = (): NetworkState => ({
  caipNetwork: undefined,
  requestedCaipNetworks: [],
  approvedCaipNetworkIds: [],
  supportsAllNetworks: true,
  smartAccountEnabledNetworks: [],
  unsupported: false,
})

export const initialChainsState = (): ChainsState => ({ activeNamespace: undefined, byNamespace: {} })
