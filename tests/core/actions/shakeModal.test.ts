import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { shakeModal } from '../../../core/actions/shakeModal.js'
import { createTestKernel } from '../../helpers/createTestKernel.js'

const shaking = (kernel: ReturnType<typeof createTestKernel>) => kernel.store('modal').getState().shake

describe('shakeModal', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('rule: the shake flag lasts exactly 500 ms', () => {
    const kernel = createTestKernel()
    shakeModal(kernel)
    expect(shaking(kernel)).toBe(true)
    vi.advanceTimersByTime(499)
    expect(shaking(kernel)).toBe(true)
    vi.advanceTimersByTime(1)
    expect(shaking(kernel)).toBe(false)
    expect(kernel.timers.pending()).toBe(0)
  })

  it('rule: a second shake restarts the 500 ms', () => {
    const kernel = createTestKernel()
    shakeModal(kernel)
    vi.advanceTimersByTime(300)
    shakeModal(kernel)
    vi.advanceTimersByTime(499)
    expect(shaking(kernel)).toBe(true)
    expect(kernel.timers.pending()).toBe(1)
    vi.advanceTimersByTime(1)
    expect(shaking(kernel)).toBe(false)
  })

  it('two kernels shake independently', () => {
    const first = createTestKernel()
    const second = createTestKernel()
    shakeModal(first)
    vi.advanceTimersByTime(300)
    shakeModal(second)
    vi.advanceTimersByTime(200)
    expect(shaking(first)).toBe(false)
    expect(shaking(second)).toBe(true)
  })

  it('rule: kernel.destroy() cancels the shake timer; nothing changes afterwards', async () => {
    const kernel = createTestKernel()
    shakeModal(kernel)
    await kernel.destroy()
    expect(kernel.timers.pending()).toBe(0)
    vi.advanceTimersByTime(1_000)
    expect(shaking(kernel)).toBe(true)
    shakeModal(kernel)
    expect(kernel.timers.pending()).toBe(0)
  })
})
