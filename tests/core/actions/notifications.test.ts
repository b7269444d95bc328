import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { hideToast, showToast } from '../../../core/actions/notifications.js'
import { LIMITS } from '../../../core/constants/limits.js'
import { createTestKernel } from '../../helpers/createTestKernel.js'

const toastOf = (kernel: ReturnType<typeof createTestKernel>) => kernel.store('notifications').getState().toast

// The auto-close wait is a local constant of showToast; the tests only pin its bounds.
const READABLE_MS = 2_000
const AUTO_CLOSED_BY_MS = 5_000

describe('showToast', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('shows the message, variant and svg at once when no toast is open', () => {
    const kernel = createTestKernel()
    showToast(kernel, { message: 'Address copied', variant: 'success', svg: 'checkmark' })
    expect(toastOf(kernel)).toEqual({
      message: 'Address copied', variant: 'success', svg: 'checkmark', open: true, autoClose: true,
    })
  })

  it('rule: a toast already open closes and reopens after 150 ms with the new message', () => {
    const kernel = createTestKernel()
    showToast(kernel, { message: 'Sending', variant: 'loading' })
    const seen: { open: boolean; message: string }[] = []
    kernel.store('notifications').subscribe(({ toast }) => {
      if (toast) seen.push({ open: toast.open, message: toast.message })
    })
    showToast(kernel, { message: 'Failed to fetch transactions', variant: 'error' })
    expect(toastOf(kernel)).toMatchObject({ open: false, message: 'Sending' })
    vi.advanceTimersByTime(LIMITS.toastReshowDelayMs - 1)
    expect(toastOf(kernel)?.open).toBe(false)
    vi.advanceTimersByTime(1)
    expect(toastOf(kernel)).toMatchObject({ open: true, message: 'Failed to fetch transactions', variant: 'error' })
    expect(seen).toEqual([
      { open: false, message: 'Sending' },
      { open: true, message: 'Failed to fetch transactions' },
    ])
  })

  it('a third toast during the 150 ms wait restarts it and shows only the newest', () => {
    const kernel = createTestKernel()
    showToast(kernel, { message: 'one', variant: 'success' })
    showToast(kernel, { message: 'two', variant: 'success' })
    vi.advanceTimersByTime(100)
    showToast(kernel, { message: 'three', variant: 'success' })
    vi.advanceTimersByTime(149)
    expect(toastOf(kernel)?.open).toBe(false)
    vi.advanceTimersByTime(1)
    expect(toastOf(kernel)).toMatchObject({ open: true, message: 'three' })
  })

  it('a closed toast does not delay the next one', () => {
    const kernel = createTestKernel()
    showToast(kernel, { message: 'one', variant: 'success' })
    vi.advanceTimersByTime(AUTO_CLOSED_BY_MS)
    expect(toastOf(kernel)?.open).toBe(false)
    showToast(kernel, { message: 'two', variant: 'success' })
    expect(toastOf(kernel)).toMatchObject({ open: true, message: 'two' })
  })

  it.each(['success', 'error'] as const)('rule: a %s toast closes by itself, after it could be read', (variant) => {
    const kernel = createTestKernel()
    showToast(kernel, { message: 'Token Balance Unavailable', variant })
    expect(toastOf(kernel)?.autoClose).toBe(true)
    vi.advanceTimersByTime(READABLE_MS)
    expect(toastOf(kernel)?.open).toBe(true)
    vi.advanceTimersByTime(AUTO_CLOSED_BY_MS - READABLE_MS)
    expect(toastOf(kernel)).toMatchObject({ open: false, message: 'Token Balance Unavailable' })
    expect(kernel.timers.pending()).toBe(0)
  })

  it('rule: a loading toast stays open until replaced or hidden', () => {
    const kernel = createTestKernel()
    showToast(kernel, { message: 'Sending', variant: 'loading' })
    expect(toastOf(kernel)?.autoClose).toBe(false)
    vi.advanceTimersByTime(60_000)
    expect(toastOf(kernel)?.open).toBe(true)
    expect(kernel.timers.pending()).toBe(0)
  })

  it('autoClose given explicitly overrides the variant default', () => {
    const kernel = createTestKernel()
    showToast(kernel, { message: 'kept', variant: 'success', autoClose: false })
    vi.advanceTimersByTime(AUTO_CLOSED_BY_MS)
    expect(toastOf(kernel)?.open).toBe(true)
    showToast(kernel, { message: 'closes', variant: 'loading', autoClose: true })
    vi.advanceTimersByTime(LIMITS.toastReshowDelayMs + AUTO_CLOSED_BY_MS)
    expect(toastOf(kernel)).toMatchObject({ open: false, message: 'closes' })
  })

  it('the replaced toast\'s auto-close does not close its successor early', () => {
    const kernel = createTestKernel()
    showToast(kernel, { message: 'one', variant: 'success' })
    vi.advanceTimersByTime(READABLE_MS)
    showToast(kernel, { message: 'two', variant: 'success' })
    vi.advanceTimersByTime(LIMITS.toastReshowDelayMs + READABLE_MS)
    expect(toastOf(kernel)).toMatchObject({ open: true, message: 'two' })
  })

  it('rule: kernel.destroy() cancels the toast timers; no state changes afterwards', async () => {
    const kernel = createTestKernel()
    showToast(kernel, { message: 'one', variant: 'success' })
    showToast(kernel, { message: 'two', variant: 'success' })
    const listener = vi.fn()
    kernel.store('notifications').subscribe(listener)
    await kernel.destroy()
    expect(kernel.timers.pending()).toBe(0)
    const before = toastOf(kernel)
    vi.advanceTimersByTime(AUTO_CLOSED_BY_MS * 2)
    showToast(kernel, { message: 'three', variant: 'error' })
    expect(toastOf(kernel)).toBe(before)
    expect(kernel.timers.pending()).toBe(0)
    expect(listener).not.toHaveBeenCalled()
  })
})


describe('hideToast', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('closes the open toast at once and drops its auto-close timer', () => {
    const kernel = createTestKernel()
    showToast(kernel, { message: 'Address copied', variant: 'success' })
    hideToast(kernel)
    expect(toastOf(kernel)).toMatchObject({ open: false, message: 'Address copied' })
    expect(kernel.timers.pending()).toBe(0)
  })

  it('drops a toast waiting out its re-show delay', () => {
    const kernel = createTestKernel()
    showToast(kernel, { message: 'one', variant: 'loading' })
    showToast(kernel, { message: 'two', variant: 'success' })
    hideToast(kernel)
    vi.advanceTimersByTime(1_000)
    expect(toastOf(kernel)).toMatchObject({ open: false, message: 'one' })
    expect(kernel.timers.pending()).toBe(0)
  })

  it('with no toast does nothing', () => {
    const kernel = createTestKernel()
    hideToast(kernel)
    expect(toastOf(kernel)).toBeUndefined()
  })
})
