import { useEffect, useRef, useState } from 'react'
import type { KernelEvents } from '../../core/events/KernelEvents.js'
import { useKernel } from './useKernel.js'

export interface KernelEventRecord {
  type: keyof KernelEvents
  payload: unknown
  timestamp: number
}

/**
 * The latest kernel event (of `types`, or of any type), for sites that react to connection and
 * modal events. With `onEvent` it calls back instead of re-rendering.
 */
export function useEvents(
  types?: readonly (keyof KernelEvents)[],
  onEvent?: (event: KernelEventRecord) => void,
): KernelEventRecord | undefined {
  const kernel = useKernel()
  const [latest, setLatest] = useState<KernelEventRecord>()
  const callback = useRef(onEvent)
  callback.current = onEvent
  const key = types?.join('|')

  useEffect(() => {
    const wanted = key ? new Set(key.split('|')) : undefined
    return kernel.events.onAny((type, payload) => {
      if (wanted && !wanted.has(type)) return
      const record = { type, payload, timestamp: Date.now() }
      if (callback.current) callback.current(record)
      else setLatest(record)
    })
  }, [kernel, key])
  return latest
}
