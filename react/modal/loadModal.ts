import type { Kernel } from '../../core/kernel/types.js'
import type { ViewId } from '../../core/router/ViewRegistry.js'

/** The modal's chunk. Nothing of it loads at start: the first open fetches it. */
export const loadModal = () => import('./Modal.js')

/**
 * Fetches the modal's chunk and, given a kernel and a view, that view's chunk too. The buttons call
 * it on hover or focus, so both are usually there before the click lands and the modal opens in
 * its first frame. Never rejects: a chunk that fails now is fetched again by the open itself.
 */
export function preloadModal(kernel?: Kernel, view?: ViewId): Promise<void> {
  return loadModal()
    .then((module) => (kernel && view ? module.preloadView(kernel, view) : undefined))
    .catch(() => undefined)
}
