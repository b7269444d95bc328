import { closeModal, openModal } from '../actions/modalActions.js'
import type { Kernel } from '../kernel/types.js'
import { afterConnect } from './navigationRules.js'
import { push } from './router.js'

/**
 * The UI layer's answers to what the connection code reports. State code never opens or closes
 * the modal nor moves the router itself: it emits, and these rules (SPEC sections 2 and 4) decide
 * what the visitor sees.
 */
export function attachModalReactions(kernel: Kernel): void {
  // A connection the current view waits for shows Account, as does a connecting view opened on a
  // connection already held. A connection is reported before its unsupported network, so
  // UnsupportedChain lands on top of Account, never on a finished connecting view.
  kernel.events.on('account:connected', () => afterConnect(kernel))
  kernel.events.on('router:changed', () => afterConnect(kernel))
  // A wallet on a network the site did not configure opens UnsupportedChain, unless the site
  // allows unsupported chains: an open modal gains the view on top of its history, a closed one
  // opens on it.
  kernel.events.on('network:unsupported', ({ namespace }) => {
    if (kernel.options.allowUnsupportedChain) return
    if (kernel.store('modal').getState().open) push(kernel, 'UnsupportedChain')
    else openModal(kernel, { view: 'UnsupportedChain', namespace })
  })
  // A disconnect the visitor asked for closes the modal; a wallet ending its session on its own
  // leaves the modal to the visitor who may be using it.
  kernel.events.on('session:ended', ({ closeModal: close }) => {
    if (close) closeModal(kernel)
  })
}
