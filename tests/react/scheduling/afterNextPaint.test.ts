import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AFTER_PAINT_FALLBACK_MS, afterNextPaint } from '../../../react/scheduling/afterNextPaint.js'

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
