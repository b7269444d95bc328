import type { Kernel } from '../../core/kernel/types.js'
import type { ViewId } from '../../core/router/ViewRegistry.js'
import { preloadView } from './viewRegistry.js'

export interface ViewIntentHandlers {
  onPointerEnter(): void
  onFocus(event: { currentTarget: Element }): void
  onPointerDown(): void
}

/**
 * What a control that opens a view watches for before its click, as the Portico buttons do for
 * the modal (openIntent): a pointer over it, keyboard focus on it, or a press (a phone has no
 * hover, and the click comes only on release) fetches the chunks of the views it leads to. A
 * navigation the visitor started then never waits on a chunk that could have been fetched before.
 * Focus counts only when the browser would show its ring (`:focus-visible`): the focus the modal
 * itself puts on its first row when a click opens it is no sign of where the visitor is going,
 * and following it fetched a view per first row on every open. `views` is asked at the moment, as
 * where a row leads can change while it is shown.
 */
export function viewIntent(kernel: Kernel, views: () => readonly ViewId[]): ViewIntentHandlers {
  const preload = () => {
    for (const view of views()) void preloadView(kernel, view)
  }
  return {
    onPointerEnter: preload,
    onFocus: (event) => {
      if (event.currentTarget.matches(':focus-visible')) preload()
    },
    onPointerDown: preload,
  }
}
