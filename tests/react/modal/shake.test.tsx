// @vitest-environment happy-dom
import { act } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { openModal } from '../../../core/actions/modalActions.js'
import { shakeModal } from '../../../core/actions/modalActions.js'
import type { Kernel } from '../../../core/kernel/types.js'
import { findDialog, findView } from '../helpers/modalDom.js'
import { renderWithKernel, tearDown } from '../helpers/renderWithKernel.js'
import { startReactKernel } from '../helpers/startReactKernel.js'

let kernel: Kernel | undefined
afterEach(async () => {
  vi.useRealTimers()
  await tearDown(kernel)
})

describe('shake', () => {
  it("rule: the kernel's shake flag sets data-shake on the dialog for SPEC's 500 ms", async () => {
    kernel = (await startReactKernel()).kernel
    renderWithKernel(kernel, <p>app</p>)
    act(() => openModal(kernel!))
    await findView('Connect')
    const dialog = await findDialog()
    expect(dialog.getAttribute('data-shake')).toBe('false')
    vi.useFakeTimers()
    act(() => shakeModal(kernel!))
    expect(dialog.getAttribute('data-shake')).toBe('true')
    act(() => vi.advanceTimersByTime(499))
    expect(dialog.getAttribute('data-shake')).toBe('true')
    act(() => vi.advanceTimersByTime(1))
    expect(dialog.getAttribute('data-shake')).toBe('false')
  })
})
