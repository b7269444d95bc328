import { openModal } from '../actions/openModal.js'
import type { ChainNamespace } from '../constants/namespaces.js'
import type { Kernel } from '../kernel/types.js'
import { push } from '../router/push.js'

/**
 * SPEC section 4: a wallet on a network the site did not configure opens UnsupportedChain, unless
 * the site allows unsupported chains. An open modal gains the view on top of its history; a closed
 * one opens on it.
 */
export function showUnsupportedChain(kernel: Kernel, namespace: ChainNamespace): void {
  if (kernel.options.allowUnsupportedChain) return
  if (kernel.store('modal').getState().open) push(kernel, 'UnsupportedChain')
  else openModal(kernel, { view: 'UnsupportedChain', namespace })
}
