import { closeModal } from '../actions/modalActions.js'
import { openModal } from '../actions/modalActions.js'
import type { Kernel } from '../kernel/types.js'
import { push } from './router.js'

/**
 * The UI layer's answers to what the connection code reports. State code never opens or closes
 * the modal itself: it emits, and these rules (SPEC section 4) decide what the visitor sees.
 */
export function attachModalReactions(kernel: Kernel): void {
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
