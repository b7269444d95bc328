import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTimers } from '../../../core/kernel/createTimers.js'
import { stubIdleCallbacks } from '../../helpers/stubIdleCallbacks.js'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('createTimers.whenIdle', () => {
  it('rule: the work runs in the browser\'s idle period, asked with the time-out given', () => {
    const browser = stubIdleCallbacks()
    const timers = createTimers()
    const run = vi.fn()
    timers.whenIdle(run, 2_000)
    expect(run).not.toHaveBeenCalled()
    expect([...browser.pending.values()].map((entry) => entry.timeout)).toEqual([2_000])
    expect(timers.pending()).toBe(1)
    browser.idle()
    expect(run).toHaveBeenCalledTimes(1)
    expect(timers.pending()).toBe(0)
  })

  it('rule: without idle callbacks the work runs in a task of its own', async () => {
    vi.stubGlobal('requestIdleCallback', undefined)
    vi.useFakeTimers()
    const timers = createTimers()
    const run = vi.fn()
    timers.whenIdle(run, 2_000)
    await Promise.resolve()
    expect(run).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(0)
    expect(run).toHaveBeenCalledTimes(1)
  })

  it('rule: clearAll and the returned cancel drop work still waiting for idle time', () => {
    const browser = stubIdleCallbacks()
    const timers = createTimers()
    const cancelled = vi.fn()
    const cleared = vi.fn()
    timers.whenIdle(cancelled, 2_000)()
    timers.whenIdle(cleared, 2_000)
    timers.clearAll()
    expect(browser.pending.size).toBe(0)
    expect(timers.pending()).toBe(0)
    browser.idle()
    expect(cancelled).not.toHaveBeenCalled()
    expect(cleared).not.toHaveBeenCalled()
  })
})
