import { useCallback, useRef, useSyncExternalStore } from 'react'
import type { Kernel, KernelSlices } from '../../core/kernel/types.js'
import { useKernel } from './useKernel.js'

/**
 * Like useKernelState, for a value derived from several slices (or from a core getter that reads
 * them). It listens to each slice named, recomputes on any change, and keeps the previous value
 * while `isEqual` holds, so identity stays stable for React.
 */
export function useKernelSelector<T>(
  slices: readonly (keyof KernelSlices)[],
  selector: (kernel: Kernel) => T,
  isEqual: (a: T, b: T) => boolean = Object.is,
  serverValue?: T,
): T {
  const kernel = useKernel()
  const last = useRef<{ value: T } | null>(null)
  const key = slices.join('|')

  const subscribe = useCallback(
    (onChange: () => void) => {
      const offs = key.split('|').map((slice) => kernel.store(slice as keyof KernelSlices).subscribe(onChange))
      return () => offs.forEach((off) => off())
    },
    [kernel, key],
  )
  const getSnapshot = () => {
    const value = selector(kernel)
    if (last.current && isEqual(last.current.value, value)) return last.current.value
    last.current = { value }
    return value
  }
  return useSyncExternalStore(subscribe, getSnapshot, serverValue === undefined ? getSnapshot : () => serverValue)
}
