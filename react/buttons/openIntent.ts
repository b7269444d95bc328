import { startInBackground } from '../../core/kernel/startInBackground.js'
import type { Kernel } from '../../core/kernel/types.js'
import type { ViewId } from '../../core/router/ViewRegistry.js'
import { preloadModal } from '../modal/loadModal.js'
import { startAfterPaint } from '../scheduling/startAfterPaint.js'

export interface OpenIntentHandlers {
  onPointerEnter(): void
  onFocus(): void
  onPointerDown(): void
}

/**
 * What a Portico button watches for before its click: a pointer over it or focus on it prepares
 * the open (prepareOpen). A press goes further and starts an idle kernel at once, in the press's
 * own task: the click comes only on release, a tenth of a second later for a person, and on a
 * phone, which has no hover, the press is the first sign of use at all. The click then has only
 * the modal to draw. The press needs no preload of its own: every pointer, a finger included,
 * enters the button before it goes down. `view` is asked at the moment, as the opening view can
 * change meanwhile.
 */
export function openIntent(kernel: Kernel, view: () => ViewId): OpenIntentHandlers {
  const prepare = () => prepareOpen(kernel, view())
  return {
    onPointerEnter: prepare,
    onFocus: prepare,
    onPointerDown: () => startInBackground(kernel),
  }
}

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
