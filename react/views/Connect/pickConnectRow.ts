import { loginMethodOf } from '../../../core/kernel/registrySlice.js'
import type { Kernel } from '../../../core/kernel/types.js'
import { push } from '../../../core/router/router.js'
import type { WalletListing } from '../../../core/types/wallet.js'
import { externalViewData } from '../../connect/externalViewData.js'
import { toConnectorInfo } from '../../connect/installedConnectors.js'
import { listingLogin } from '../../connect/pairingLogins.js'
import { rememberRecentWallet } from '../../connect/recentWallet.js'
import type { ConnectRow } from './connectRows.js'

/**
 * A registry listing picked (a Connect row, an All Wallets tile, a recommended wallet): the view of
 * the pairing login that takes listings opens, and on a phone the wallet's app opens first, in this
 * same tap, on the pairing link made while the visitor looked at the list; without a link ready the
 * view offers the button instead.
 */
export function pickListing(kernel: Kernel, wallet: WalletListing): void {
  const method = listingLogin(kernel.store('registry').getState())
  if (!method) return
  rememberRecentWallet(kernel, wallet.id)
  if (kernel.options.isMobile()) method.openApp(wallet, 'mobile')
  push(kernel, method.view, { wallet })
}

/**
 * Opens the view that connects what the visitor picked, handing the router plain data only. A
 * browser wallet on one chain family opens with its connector; a multi-chain one opens without,
 * so ConnectingExternal first asks which family.
 */
export function pickConnectRow(kernel: Kernel, row: ConnectRow): void {
  if (row.kind === 'listing') return pickListing(kernel, row.wallet)
  if (row.kind === 'browser') {
    const { wallet } = row
    rememberRecentWallet(kernel, wallet.id)
    const only = wallet.multiChain ? undefined : wallet.connectors[0]
    return push(kernel, 'ConnectingExternal', externalViewData({ wallet, ...(only ? { connector: only } : {}) }))
  }
  const connector = toConnectorInfo(row.connector)
  // A pairing login's own row: a QR code on desktop, the wallet list to open on a phone; with no
  // registry to list (no `apiUrl`) the phone gets the pairing view too, and its link.
  const pairing = loginMethodOf(kernel.store('registry').getState(), connector.loginMethod, 'pairing')
  if (pairing) {
    const list = pairing.connectsListings && kernel.options.isMobile() && kernel.options.apiUrl !== undefined
    return push(kernel, list ? 'AllWallets' : pairing.view, { connector })
  }
  rememberRecentWallet(kernel, connector.id)
  push(kernel, 'ConnectingExternal', { connector })
}
