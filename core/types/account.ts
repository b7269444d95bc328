import type { OpenId } from './OpenId.js'
import type { AccountType, ChainNamespace } from '../constants/namespaces.js'
import type { CaipAddress } from './network.js'

export type ConnectionStatus = 'disconnected' | 'connecting' | 'connected'

/**
 * SPEC section 3's token balance. `price` and `value` (the fiat value of the quantity) are there
 * only when a source knows them: a balance read from the chain has neither, and a made-up 0 would
 * show a visitor that their tokens are worthless. A renderer shows no fiat when they are absent.
 */
export interface TokenBalance {
  name: string
  symbol: string
  chainId: string
  address?: string
  value?: number
  price?: number
  quantity: { decimals: string; numeric: string }
  iconUrl: string
}

/** SPEC section 5: 'Tokens with zero decimals are dropped as low quality.' Every list of balances keeps only these. */
export const hasDecimals = (token: TokenBalance): boolean => Number(token.quantity.decimals) > 0

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

/** The Account view's tabs plugins add (SPEC section 2: tokens, nfts, activity), merged in by those plugins. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merged into by plugins
export interface AccountTabRegistry {}

export type AccountTab = OpenId<AccountTabRegistry>

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
