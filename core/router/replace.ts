import type { Kernel } from '../kernel/types.js'
import { navigate } from './navigate.js'
import { routerEntry } from './routerEntry.js'
import type { ViewData, ViewId } from './ViewRegistry.js'

/** Swaps the current view for `view`; going back skips the view it replaced. */
export function replace(kernel: Kernel, view: ViewId, data?: ViewData): void {
  const { history } = kernel.store('router').getState()
  navigate(kernel, [...history.slice(0, -1), routerEntry(view, data)], 'next', 'replace')
}
