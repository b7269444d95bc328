import type { Kernel } from '../../core/kernel/types.js'
import type { ViewId } from '../../core/router/ViewRegistry.js'
import { preloadView } from './viewRegistry.js'

export interface ViewIntentHandlers {
  onPointerEnter(): void
  onFocus(): void
  onPointerDown(): void
}

/**
 * What a control that opens a view watches for before its click, as the Portico buttons do for
 * the modal (openIntent): a pointer over it, focus on it, or a press (a phone has no hover, and
 * the click comes only on release) fetches the chunks of the views it leads to. A navigation the
 * visitor started then never waits on a chunk that could have been fetched before. `views` is
 * asked at the moment, as where a row leads can change while it is shown.
 */
export function viewIntent(kernel: Kernel, views: () => readonly ViewId[]): ViewIntentHandlers {
  const preload = () => {
    for (const view of views()) void preloadView(kernel, view)
  }
  return { onPointerEnter: preload, onFocus: preload, onPointerDown: preload }
}
