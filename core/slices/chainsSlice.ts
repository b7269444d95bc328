import type { ChainNamespace } from '../constants/namespaces.js'
import type { AccountState } from '../types/account.js'
import type { Connection, BrowserWallet, Connector } from '../types/connector.js'
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

export interface ConnectionsState {
  /** Current connections per namespace; the active one is the chain's connectorId. */
  byNamespace: Partial<Record<ChainNamespace, readonly Connection[]>>
  /** Connections that ended, kept so a visitor can switch back to them (multi-wallet). */
  recentByNamespace: Partial<Record<ChainNamespace, readonly Connection[]>>
}

export const initialConnectionsState = (): ConnectionsState => ({ byNamespace: {}, recentByNamespace: {} })

export interface ConnectorsState {
  /** Every connector the sources discovered, in discovery order. */
  connectors: readonly Connector[]
  /** `connectors`' browser wallets merged one entry a wallet; the extension login method keeps it, else empty. */
  browserWallets: readonly BrowserWallet[]
}

export const initialConnectorsState = (): ConnectorsState => ({ connectors: [], browserWallets: [] })
