// @vitest-environment happy-dom
import { act, fireEvent } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { openModal } from '../../../core/actions/modalActions.js'
import type { Kernel } from '../../../core/kernel/types.js'
import { ConnectButton } from '../../../react/buttons/ConnectButton.js'
import type { ModalBody } from '../../../react/modal/ModalShell.js'
import { findView, modalRoot } from '../helpers/modalDom.js'
import { renderWithKernel, tearDown } from '../helpers/renderWithKernel.js'
import { startReactKernel } from '../helpers/startReactKernel.js'
import { testViewTitle } from '../helpers/testViews.js'

// The body's chunk arrives only when the test releases it, as on a slow network.
const chunk = vi.hoisted(() => ({ release: (): void => {} }))
vi.mock('../../../react/modal/loadModal.js', async (importOriginal) => {
  const original = await importOriginal<{ loadModal: () => Promise<ModalBody>; preloadModal: unknown }>()
  return {
    preloadModal: original.preloadModal,
    loadModal: vi.fn(async () => {
      await new Promise<void>((resolve) => void (chunk.release = resolve))
      return original.loadModal()
    }),
  }
})

let kernel: Kernel | undefined
afterEach(() => tearDown(kernel))

describe('ModalShell while the body is on its way', () => {
  it("rule: the frame (dialog, the view's title, close) is drawn in the open's own render, before the body's chunk arrives", async () => {
    kernel = (await startReactKernel()).kernel
    renderWithKernel(kernel, <ConnectButton />)
    act(() => openModal(kernel!))

    const dialog = modalRoot().querySelector<HTMLElement>('[role="dialog"]')
    expect(dialog?.getAttribute('aria-modal')).toBe('true')
    const title = modalRoot().getElementById(dialog!.getAttribute('aria-labelledby')!)
    expect(title?.textContent).toBe(testViewTitle('Connect'))
    expect(modalRoot().querySelector('[role="status"]')?.getAttribute('aria-label')).toBe('Loading')
    expect(modalRoot().querySelector('[data-view]')).toBeNull()

    act(() => chunk.release())
    await findView('Connect')
    // The same card: the body fills the frame that was already there.
    expect(modalRoot().querySelector('[role="dialog"]')).toBe(dialog)
    expect(modalRoot().querySelector('[role="status"][aria-label="Loading"]')).toBeNull()
  })

  it('rule: the frame already answers Escape and its close button while the body loads', async () => {
    kernel = (await startReactKernel()).kernel
    renderWithKernel(kernel, <ConnectButton />)
    act(() => openModal(kernel!))
    const dialog = modalRoot().querySelector<HTMLElement>('[role="dialog"]')!
    act(() => void fireEvent.keyDown(dialog, { key: 'Escape' }))
    expect(kernel.store('modal').getState().open).toBe(false)

    act(() => openModal(kernel!))
    const close = modalRoot().querySelector<HTMLButtonElement>('button[aria-label="Close"]')!
    act(() => close.click())
    expect(kernel.store('modal').getState().open).toBe(false)
    act(() => chunk.release())
  })
})
