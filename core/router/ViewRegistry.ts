import type { ConnectorInfo } from '../types/connector.js'
import type { Network } from '../types/network.js'
import type { WalletListing } from '../types/wallet.js'

/**
 * The open registry of view ids (SPEC section 2). A plugin adds its own views by declaration merging:
 * `declare module 'portico/core' { interface ViewRegistry { MyView: true } }`.
 * The router never switches over these names.
 */
export interface ViewRegistry {
  Connect: true
  Account: true
  AllWallets: true
  ConnectingWalletConnect: true
  ConnectingWalletConnectBasic: true
  ConnectingExternal: true
  ConnectingFarcaster: true
  EmailLogin: true
  UpdateEmailWallet: true
  ProfileWallets: true
  UnsupportedChain: true
  SwitchNetwork: true
  SwitchActiveChain: true
  ApproveTransaction: true
  Networks: true
  Swap: true
}

export type ViewId = keyof ViewRegistry & string

/** What a view is opened with. `wallet` is dropped on goBack (SPEC section 2). */
export interface ViewData {
  wallet?: WalletListing
  connector?: ConnectorInfo
  network?: Network
  [key: string]: unknown
}

export interface RouterEntry {
  view: ViewId
  data?: ViewData
}
