import type { PluginContext, ViewId } from 'portico/core'
import type { LazyRuntime } from '../runtime/lazyRuntime.js'

/** The views whose slot shows a pairing; moving between them keeps it, leaving them ends it. */
export const PAIRING_VIEWS: readonly ViewId[] = ['ConnectingWalletConnect', 'ConnectingWalletConnectBasic']

/** The views a visitor picks a wallet on: a tap there may open the wallet's app. */
const PICKING_VIEWS: readonly ViewId[] = ['Connect', 'AllWallets']


/**
 * On a phone, a tap on a wallet must open its app in that very tap: a browser lets a page open an
 * app only inside the tap's own handler, and a link made after it would need a second tap. So while
 * the modal is open on a phone on a view where wallets are picked, one pairing link is kept ready
 * (the pairing refreshes it before it expires) and the wallet's view then joins that same pairing.
 * It ends when the modal closes or the visitor goes anywhere but a wallet's view. On a computer
 * nothing is paired before the visitor asks: the QR code view makes its own link. Returns the
 * check itself, for a move the events do not cover (a wallet's view left, its pairing given up).
 */
export function pairAhead({ kernel, events }: Pick<PluginContext, 'kernel' | 'events'>, runtime: LazyRuntime): () => void {
  const wanted = () => {
    if (!kernel.store('modal').getState().open || !kernel.options.isMobile()) return false
    return PICKING_VIEWS.includes(kernel.store('router').getState().view)
  }
  const update = () => {
    if (wanted()) {
      // A relay that cannot be reached is the wallet view's to report, when the visitor picks one.
      void runtime.run((loaded) => loaded.pairAhead(wanted)).catch(() => {})
    } else if (!PAIRING_VIEWS.includes(kernel.store('router').getState().view)) {
      runtime.loaded()?.cancelAhead()
    }
  }
  // The plugin's own bus: these handlers go with the kernel.
  events.on('modal:opened', update)
  events.on('modal:closed', update)
  events.on('router:changed', update)
  return update
}
