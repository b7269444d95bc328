import type { Kernel } from '../kernel/types.js'
import { navigate } from './navigate.js'
import { routerEntry } from './routerEntry.js'
import type { ViewData, ViewId } from './ViewRegistry.js'

/** Opens `view` on top of the history; going back returns to the view below. */
export function push(kernel: Kernel, view: ViewId, data?: ViewData): void {
  const { history } = kernel.store('router').getState()
  navigate(kernel, [...history, routerEntry(view, data)], 'next', 'push')
}
