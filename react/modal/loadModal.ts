import type { Kernel } from '../../core/kernel/types.js'
import type { ViewId } from '../../core/router/ViewRegistry.js'
import { preloadView } from '../views/viewRegistry.js'
import type { ModalBody } from './ModalShell.js'

/** The modal body's chunk. Nothing of it loads at start: the first open (or a hover) fetches it. */
export const loadModal = (): Promise<ModalBody> => import('./ModalBody.js').then((module) => module.modalBody)

/**
 * Fetches the modal body's chunk and, given a kernel and a view, that view's chunk beside it. The
 * buttons call it on hover or focus, so both are usually there before the click lands and the
 * modal opens whole in its first frame. Never rejects: a chunk that fails now is fetched again by
 * the open itself.
 */
export function preloadModal(kernel?: Kernel, view?: ViewId): Promise<void> {
  return Promise.all([loadModal(), kernel && view ? preloadView(kernel, view) : undefined])
    .then(() => undefined, () => undefined)
}
