import { vi } from 'vitest'

/**
 * The browser's idle periods, by hand: requestIdleCallback and cancelIdleCallback are stubbed
 * (undo with vi.unstubAllGlobals), callbacks wait in `pending` until the test calls idle().
 */
export function stubIdleCallbacks() {
  const pending = new Map<number, { callback: IdleRequestCallback; timeout: number | undefined }>()
  let next = 1
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback, options?: IdleRequestOptions) => {
    pending.set(next, { callback, timeout: options?.timeout })
    return next++
  })
  vi.stubGlobal('cancelIdleCallback', (id: number) => void pending.delete(id))
  return {
    pending,
    idle() {
      const due = [...pending.values()]
      pending.clear()
      for (const { callback } of due) callback({ didTimeout: false, timeRemaining: () => 10 })
    },
  }
}
