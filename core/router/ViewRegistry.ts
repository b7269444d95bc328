import type { OpenId } from '../types/OpenId.js'
import type { ConnectorInfo } from '../types/connector.js'
import type { Network } from '../types/network.js'
import type { WalletListing } from '../types/wallet.js'

/**
 * The open registry of view ids (SPEC section 2): the views react/ draws itself. A plugin adds its
 * views with `ctx.registerView` and their ids by declaration merging:
 * `declare module 'portico/core' { interface ViewRegistry { MyView: true } }`.
 * The router never switches over these names.
 */
export interface ViewRegistry {
  Connect: true
  Account: true
  AllWallets: true
  ConnectingExternal: true
  ProfileWallets: true
  UnsupportedChain: true
  SwitchNetwork: true
  SwitchActiveChain: true
  Networks: true
}

export type ViewId = OpenId<ViewRegistry>

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
