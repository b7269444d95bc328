import type { AccountType, ChainNamespace } from '../constants/namespaces.js'
import type { CaipAddress } from './network.js'

export type ConnectionStatus = 'disconnected' | 'connecting' | 'connected'

export interface TokenBalance {
  name: string
  symbol: string
  chainId: string
  address?: string
  value?: number
  price: number
  quantity: { decimals: string; numeric: string }
  iconUrl: string
}

export interface ConnectedWalletInfo {
  name: string
  icon?: string
  identifier?: string
  social?: string
  type?: string
}

export interface UserAccount {
  type: AccountType
  address: string
}

export type AccountTab = 'tokens' | 'nfts' | 'activity'

/** SPEC section 3, per-chain account state. */
export interface AccountState {
  caipAddress: CaipAddress | undefined
  address: string | undefined
  balance: string | undefined
  balanceSymbol: string | undefined
  profileName: string | undefined
  profileImage: string | undefined
  addressExplorerUrl: string | undefined
  tokenBalance: readonly TokenBalance[]
  smartAccountDeployed: boolean
  currentTab: AccountTab
  connectedWalletInfo: ConnectedWalletInfo | undefined
  preferredAccountType: AccountType | undefined
  socialProvider: string | undefined
  socialWindow: unknown
  farcasterUrl: string | undefined
  user: { accounts: readonly UserAccount[] } | undefined
  status: ConnectionStatus
  addressLabels: Readonly<Record<string, string>>
}

/** Connector-level account. */
export interface ConnectorAccount {
  namespace: ChainNamespace
  address: string
  type: AccountType
  publicKey?: string
  path?: string
}
