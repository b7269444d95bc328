import { useCallback, useSyncExternalStore } from 'react'
import { namesStore, type NameLookup } from '../../core/names/Names.js'
import { useKernel } from './useKernel.js'

const noSubscription = () => () => {}

/**
 * One lookup of the names slice, by address or by name (its shown form), or undefined while it is
 * not asked. Without the names plugin there is no slice and every lookup stays undefined, so a
 * view that offers names still works, with addresses only.
 */
export function useNameLookup(by: 'byAddress' | 'byName', key: string | undefined): NameLookup | undefined {
  const store = namesStore(useKernel())
  const subscribe = useCallback((onChange: () => void) => store?.subscribe(onChange) ?? (() => {}), [store])
  const read = () => (store && key ? store.getState()[by][key] : undefined)
  return useSyncExternalStore(store ? subscribe : noSubscription, read, read)
}
