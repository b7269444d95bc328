import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createTimers } from '../../../core/kernel/createTimers.js'
import type { Kernel } from '../../../core/kernel/types.js'
import { AFTER_PAINT_FALLBACK_MS, afterNextPaint, IDLE_START_TIMEOUT_MS, startAfterPaint } from '../../../react/scheduling/startAfterPaint.js'
import { stubIdleCallbacks } from '../../helpers/stubIdleCallbacks.js'

/** A browser's frame, by hand: its animation callbacks run, and the paint follows. */
function stubFrames() {
  const callbacks = new Map<number, FrameRequestCallback>()
  let next = 1
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    callbacks.set(next, callback)
    return next++
  })
  vi.stubGlobal('cancelAnimationFrame', (id: number) => void callbacks.delete(id))
  return {
    paint() {
      const due = [...callbacks.values()]
      callbacks.clear()
      for (const callback of due) callback(performance.now())
    },
  }
}

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('afterNextPaint', () => {
  it('rule: runs in a task after the next frame, not in the frame itself nor before it', () => {
    const frames = stubFrames()
    const callback = vi.fn()
    afterNextPaint(callback)
    vi.advanceTimersByTime(0)
    expect(callback).not.toHaveBeenCalled()
    frames.paint()
    expect(callback).not.toHaveBeenCalled()
    vi.advanceTimersByTime(0)
    expect(callback).toHaveBeenCalledTimes(1)
  })

  it('rule: a page that paints no frame (a hidden tab) runs it after the fallback, once', () => {
    const frames = stubFrames()
    const callback = vi.fn()
    afterNextPaint(callback)
    vi.advanceTimersByTime(AFTER_PAINT_FALLBACK_MS - 1)
    expect(callback).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(callback).toHaveBeenCalledTimes(1)
    frames.paint()
    vi.advanceTimersByTime(AFTER_PAINT_FALLBACK_MS)
    expect(callback).toHaveBeenCalledTimes(1)
  })

  it('rule: once painted, the fallback does not run it a second time', () => {
    const frames = stubFrames()
    const callback = vi.fn()
    afterNextPaint(callback)
    frames.paint()
    vi.advanceTimersByTime(AFTER_PAINT_FALLBACK_MS * 2)
    expect(callback).toHaveBeenCalledTimes(1)
  })

  it('rule: cancelled, it never runs, whether the frame comes or not', () => {
    const frames = stubFrames()
    const callback = vi.fn()
    const cancel = afterNextPaint(callback)
    cancel()
    frames.paint()
    vi.advanceTimersByTime(AFTER_PAINT_FALLBACK_MS * 2)
    expect(callback).not.toHaveBeenCalled()
  })

  it('rule: without requestAnimationFrame (no DOM) it still runs, after the fallback', () => {
    vi.stubGlobal('requestAnimationFrame', undefined)
    const callback = vi.fn()
    afterNextPaint(callback)
    vi.advanceTimersByTime(AFTER_PAINT_FALLBACK_MS)
    expect(callback).toHaveBeenCalledTimes(1)
  })
})

/** Just what startAfterPaint touches: a status, a start that moves it on, and the kernel's timers. */
function fakeKernel(fails = false) {
  const kernel = { status: 'idle' as Kernel['status'], timers: createTimers(), start: vi.fn(async () => {
    kernel.status = 'started'
    if (fails) throw new Error('broken plugin')
  }) }
  return kernel
}

// No frames here (requestAnimationFrame is absent in node): afterNextPaint's fallback is "the paint".
const paint = () => vi.advanceTimersByTime(AFTER_PAINT_FALLBACK_MS)

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('startAfterPaint', () => {
  it('rule: starts an idle kernel after the paint, once, however often it is asked', () => {
    const kernel = fakeKernel()
    startAfterPaint(kernel as unknown as Kernel)
    startAfterPaint(kernel as unknown as Kernel)
    expect(kernel.start).not.toHaveBeenCalled()
    paint()
    expect(kernel.start).toHaveBeenCalledTimes(1)
  })

  it('rule: a start no longer wanted after the paint does not happen', () => {
    const kernel = fakeKernel()
    startAfterPaint(kernel as unknown as Kernel, { wanted: () => false })
    paint()
    expect(kernel.start).not.toHaveBeenCalled()
  })

  it('rule: an idle start waits past the paint for the browser to be idle, at most IDLE_START_TIMEOUT_MS', () => {
    const idle = stubIdleCallbacks()
    const kernel = fakeKernel()
    startAfterPaint(kernel as unknown as Kernel, { idle: true })
    paint()
    expect(kernel.start).not.toHaveBeenCalled()
    expect([...idle.pending.values()].map((entry) => entry.timeout)).toEqual([IDLE_START_TIMEOUT_MS])
    idle.idle()
    expect(kernel.start).toHaveBeenCalledTimes(1)
  })

  it('rule: without idle callbacks (Safari) an idle start runs in a task of its own after the paint', () => {
    vi.stubGlobal('requestIdleCallback', undefined)
    const kernel = fakeKernel()
    startAfterPaint(kernel as unknown as Kernel, { idle: true })
    paint()
    expect(kernel.start).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(kernel.start).toHaveBeenCalledTimes(1)
  })

  it('rule: cancelled while waiting for the idle moment, it never starts', () => {
    const idle = stubIdleCallbacks()
    const kernel = fakeKernel()
    const cancel = startAfterPaint(kernel as unknown as Kernel, { idle: true })
    paint()
    cancel()
    idle.idle()
    expect(idle.pending.size).toBe(0)
    expect(kernel.start).not.toHaveBeenCalled()
  })

  it('rule: a kernel already started or starting is left alone', () => {
    const kernel = fakeKernel()
    kernel.status = 'starting'
    startAfterPaint(kernel as unknown as Kernel)
    paint()
    expect(kernel.start).not.toHaveBeenCalled()
  })

  it('rule: a start that fails is reported on the console', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
    const kernel = fakeKernel(true)
    startAfterPaint(kernel as unknown as Kernel)
    paint()
    await vi.waitFor(() => expect(consoleError).toHaveBeenCalledWith('[portico] the kernel failed to start', expect.any(Error)))
  })
})
