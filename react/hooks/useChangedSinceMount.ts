import { useRef } from 'react'

/**
 * Whether `value` has differed from its first value at any render since the component mounted.
 * The modal's header and view stack mount with each open: what they show first arrives with the
 * card, and only what comes later animates in.
 */
export function useChangedSinceMount(value: unknown): boolean {
  const first = useRef(value)
  const changed = useRef(false)
  if (!Object.is(value, first.current)) changed.current = true
  return changed.current
}
