import { startInBackground } from '../../core/kernel/startInBackground.js'
import type { Kernel } from '../../core/kernel/types.js'
import type { ViewId } from '../../core/router/ViewRegistry.js'
import { prepareOpen } from './prepareOpen.js'

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
