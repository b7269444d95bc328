import type { Kernel } from '../kernel/types.js'
import { navigate } from './navigate.js'
import { routerEntry } from './routerEntry.js'
import type { ViewData, ViewId } from './ViewRegistry.js'

/** Starts a fresh history holding only `view`. */
export function reset(kernel: Kernel, view: ViewId, data?: ViewData): void {
  navigate(kernel, [routerEntry(view, data)], 'next', 'reset')
}
