import type { Kernel } from '../../core/kernel/types.js'
import type { ViewId } from '../../core/router/ViewRegistry.js'
import { preloadModal } from '../modal/loadModal.js'
import { startAfterPaint } from '../scheduling/startAfterPaint.js'

/**
 * A pointer over, or focus on, a Portico button: the first sign a visitor is about to use it. An
 * idle kernel starts at the browser's next idle moment after the next paint (a click that follows
 * at once has its modal drawn first) and the modal's chunks load beside it, so what the click
 * opens is usually ready when it lands.
 */
export function prepareOpen(kernel: Kernel, view: ViewId): void {
  startAfterPaint(kernel, { idle: true })
  void preloadModal(kernel, view)
}
