import { loginMethodOf } from '../../../core/kernel/registrySlice.js'
import type { Kernel } from '../../../core/kernel/types.js'
import { push } from '../../../core/router/router.js'
import type { ViewData, ViewId } from '../../../core/router/ViewRegistry.js'
import type { WalletListing } from '../../../core/types/wallet.js'
import { externalViewData } from '../../connect/externalViewData.js'
import { toConnectorInfo } from '../../connect/installedConnectors.js'
import { listingLogin } from '../../connect/pairingLogins.js'
import { rememberRecentWallet } from '../../connect/recentWallet.js'
import type { ConnectRow } from './connectRows.js'

/** Where picking a row leads: the view, and the plain data the router is handed. */
export interface RowDestination {
  view: ViewId
  data: ViewData
  /** The id remembered as the visitor's recent wallet once picked; a pairing login's own row is none. */
  recent: string | undefined
}

/**
 * The view that connects what a row offers. A browser wallet on one chain family opens with its
 * connector; a multi-chain one opens without, so ConnectingExternal first asks which family. A
 * pairing login's own row is a QR code on desktop and the wallet list to open on a phone (with no
 * registry to list, no `apiUrl`, the phone gets the pairing view too, and its link). A registry
 * listing opens the view of the pairing login that takes listings; without one it leads nowhere.
 */
export function connectRowDestination(kernel: Kernel, row: ConnectRow): RowDestination | undefined {
  const registry = kernel.store('registry').getState()
  if (row.kind === 'listing') {
    const method = listingLogin(registry)
    return method && { view: method.view, data: { wallet: row.wallet }, recent: row.wallet.id }
  }
  if (row.kind === 'browser') {
    const only = row.wallet.multiChain ? undefined : row.wallet.connectors[0]
    return { view: 'ConnectingExternal', data: externalViewData({ wallet: row.wallet, ...(only ? { connector: only } : {}) }), recent: row.wallet.id }
  }
  const connector = toConnectorInfo(row.connector)
  const pairing = loginMethodOf(registry, connector.loginMethod, 'pairing')
  if (pairing) {
    const list = pairing.connectsListings && kernel.options.isMobile() && kernel.options.apiUrl !== undefined
    return { view: list ? 'AllWallets' : pairing.view, data: { connector }, recent: undefined }
  }
  return { view: 'ConnectingExternal', data: { connector }, recent: connector.id }
}

/**
 * The views a row's intent preloads: where it leads and, as every row of the Connect view ends in
 * a connection, the Account view that connection ends on.
 */
export function connectRowViews(kernel: Kernel, row: ConnectRow): ViewId[] {
  const destination = connectRowDestination(kernel, row)
  return destination ? [destination.view, 'Account'] : []
}

/**
 * A registry listing picked (a Connect row, an All Wallets tile, a recommended wallet): on a phone
 * the wallet's app opens first, in this same tap, on the pairing link made while the visitor
 * looked at the list; without a link ready the view offers the button instead.
 */
export function pickListing(kernel: Kernel, wallet: WalletListing): void {
  pickConnectRow(kernel, { kind: 'listing', key: `listing:${wallet.id}`, wallet })
}

/** Opens the view that connects what the visitor picked, handing the router plain data only. */
export function pickConnectRow(kernel: Kernel, row: ConnectRow): void {
  const destination = connectRowDestination(kernel, row)
  if (!destination) return
  if (destination.recent !== undefined) rememberRecentWallet(kernel, destination.recent)
  if (row.kind === 'listing' && kernel.options.isMobile()) listingLogin(kernel.store('registry').getState())?.openApp(row.wallet, 'mobile')
  push(kernel, destination.view, destination.data)
}
