import type { RouterEntry, ViewData, ViewId } from './ViewRegistry.js'

/** A history entry; a view opened without data carries no `data` key at all. */
export function routerEntry(view: ViewId, data?: ViewData): RouterEntry {
  return data === undefined ? { view } : { view, data }
}
