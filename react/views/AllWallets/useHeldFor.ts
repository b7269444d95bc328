import { useEffect, useState } from 'react'

/**
 * Whether `active` has held for `delayMs` since `key` last changed. AllWallets uses it to show the
 * registry search's spinner once the request goes out (after SPEC's 300 ms wait) rather than on
 * every keystroke: the instant local matches are already on screen during the wait, and a spinner
 * restarted by each keystroke is only motion, which also costs the typing its frames.
 */
export function useHeldFor(active: boolean, key: string, delayMs: number): boolean {
  const [heldKey, setHeldKey] = useState<string>()
  useEffect(() => {
    if (!active) return
    const timer = setTimeout(() => setHeldKey(key), delayMs)
    return () => clearTimeout(timer)
  }, [active, key, delayMs])
  return active && heldKey === key
}
