import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { hideToast } from '../../../core/actions/hideToast.js'
import { showToast } from '../../../core/actions/showToast.js'
import { createTestKernel } from '../../helpers/createTestKernel.js'

const toastOf = (kernel: ReturnType<typeof createTestKernel>) => kernel.store('notifications').getState().toast

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
