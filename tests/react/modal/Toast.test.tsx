// @vitest-environment happy-dom
import { act } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { hideToast } from '../../../core/actions/notifications.js'
import { openModal } from '../../../core/actions/modalActions.js'
import { showToast } from '../../../core/actions/notifications.js'
import type { Kernel } from '../../../core/kernel/types.js'
import { findView, modalRoot } from '../helpers/modalDom.js'
import { renderWithKernel, tearDown } from '../helpers/renderWithKernel.js'
import { startReactKernel } from '../helpers/startReactKernel.js'

let kernel: Kernel | undefined
afterEach(async () => {
  vi.useRealTimers()
  await tearDown(kernel)
})

const toast = () => modalRoot().querySelector<HTMLElement>('.pc-toast')

async function openModalOnConnect() {
  kernel = (await startReactKernel()).kernel
  renderWithKernel(kernel, <p>app</p>)
  act(() => openModal(kernel!))
  await findView('Connect')
}

describe('Toast', () => {
  it("rule: core's showToast shows the message as a status; hideToast hides it", async () => {
    await openModalOnConnect()
    expect(toast()).toBeNull()
    act(() => showToast(kernel!, { message: 'Address copied', variant: 'success' }))
    expect(toast()?.getAttribute('role')).toBe('status')
    expect(toast()?.textContent).toBe('Address copied')
    expect(toast()?.getAttribute('data-open')).toBe('true')
    act(() => hideToast(kernel!))
    expect(toast()?.getAttribute('data-open')).toBe('false')
    expect(toast()?.getAttribute('aria-hidden')).toBe('true')
  })

  it('rule: a new message while one shows closes the toast and shows the new one 150 ms later', async () => {
    await openModalOnConnect()
    vi.useFakeTimers()
    act(() => showToast(kernel!, { message: 'Signing', variant: 'loading' }))
    act(() => showToast(kernel!, { message: 'Signed', variant: 'success' }))
    expect(toast()?.getAttribute('data-open')).toBe('false')
    act(() => vi.advanceTimersByTime(149))
    expect(toast()?.textContent).toBe('Signing')
    act(() => vi.advanceTimersByTime(1))
    expect(toast()?.textContent).toBe('Signed')
    expect(toast()?.getAttribute('data-open')).toBe('true')
  })
})
