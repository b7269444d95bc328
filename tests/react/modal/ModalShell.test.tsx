// @vitest-environment happy-dom
import { act, fireEvent, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { closeModal } from '../../../core/actions/modalActions.js'
import { openModal } from '../../../core/actions/modalActions.js'
import type { Kernel } from '../../../core/kernel/types.js'
import { ConnectButton } from '../../../react/buttons/ConnectButton.js'
import { findDialog, findView, focusedInModal, inModal, modalHost, modalRoot } from '../helpers/modalDom.js'
import { renderWithKernel, tearDown } from '../helpers/renderWithKernel.js'
import { buttonHosts, inShadow } from '../helpers/shadowHosts.js'
import { startReactKernel } from '../helpers/startReactKernel.js'
import { testViewTitle } from '../helpers/testViews.js'

let kernel: Kernel | undefined
afterEach(() => tearDown(kernel))

/** A started kernel, the provider rendered with a ConnectButton, and the modal open on Connect. */
async function openOnConnect() {
  kernel = (await startReactKernel()).kernel
  const rendered = renderWithKernel(kernel, <ConnectButton />)
  act(() => openModal(kernel!))
  await findView('Connect')
  return { ...rendered, dialog: await findDialog() }
}

describe('ModalShell', () => {
  it('rule: no <portico-modal> host exists before the first open', async () => {
    kernel = (await startReactKernel()).kernel
    renderWithKernel(kernel, <ConnectButton />)
    expect(modalHost()).toBeNull()
  })

  it('rule: opening mounts a <portico-modal> host on <body> with an open shadow root holding a dialog labelled by its title', async () => {
    const { dialog } = await openOnConnect()
    expect(modalHost()?.parentElement).toBe(document.body)
    expect(modalHost()?.shadowRoot?.mode).toBe('open')
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    const title = modalRoot().getElementById(dialog.getAttribute('aria-labelledby') ?? '')
    expect(title?.textContent).toBe(testViewTitle('Connect'))
    expect(inModal().getByRole('heading', { name: testViewTitle('Connect') })).toBe(title)
    expect(inModal().getByRole('dialog', { name: testViewTitle('Connect') })).toBe(dialog)
    // The page's own DOM holds none of the modal.
    expect(document.body.querySelector('[role="dialog"]')).toBeNull()
  })

  it("rule: the title follows the view", async () => {
    const { dialog } = await openOnConnect()
    act(() => openModal(kernel!, { view: 'Networks' }))
    await findView('Networks')
    expect(modalRoot().getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent).toBe(testViewTitle('Networks'))
  })

  it('rule: Escape closes the modal', async () => {
    const { dialog } = await openOnConnect()
    fireEvent.keyDown(dialog, { key: 'Escape' })
    expect(kernel!.store('modal').getState().open).toBe(false)
    expect(modalRoot().querySelector('[role="dialog"]')).toBeNull()
  })

  it('rule: the close button closes the modal', async () => {
    await openOnConnect()
    fireEvent.click(inModal().getByRole('button', { name: 'Close' }))
    expect(kernel!.store('modal').getState().open).toBe(false)
  })

  it('rule: focus moves into the dialog on open and returns to the opener on close', async () => {
    kernel = (await startReactKernel()).kernel
    const { container } = renderWithKernel(kernel, <ConnectButton />)
    const host = buttonHosts(container)[0]!
    const opener = inShadow(host).getByRole('button', { name: 'Connect Wallet' })
    opener.focus()
    fireEvent.click(opener)
    const dialog = await findDialog()
    await findView('Connect')
    expect(document.activeElement).toBe(modalHost())
    expect(dialog.contains(focusedInModal())).toBe(true)
    fireEvent.keyDown(focusedInModal()!, { key: 'Escape' })
    expect(document.activeElement).toBe(host)
    expect(host.shadowRoot?.activeElement).toBe(opener)
  })

  it('rule: Tab from the last focusable element wraps to the first, Shift+Tab from the first to the last', async () => {
    const { dialog } = await openOnConnect()
    const close = inModal().getByRole('button', { name: 'Close' })
    const last = inModal().getByRole('button', { name: 'Connect last' })
    last.focus()
    fireEvent.keyDown(last, { key: 'Tab' })
    expect(focusedInModal()).toBe(close)
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true })
    expect(focusedInModal()).toBe(last)
    fireEvent.keyDown(last, { key: 'Tab', shiftKey: true })
    expect(focusedInModal()).toBe(inModal().getByRole('button', { name: 'Connect first' }))
    expect(dialog.contains(focusedInModal())).toBe(true)
  })

  it('rule: Tab never leaves the dialog, however often it is pressed', async () => {
    const { dialog } = await openOnConnect()
    for (let presses = 0; presses < 7; presses++) {
      fireEvent.keyDown(focusedInModal() ?? dialog, { key: 'Tab', shiftKey: presses % 3 === 0 })
      expect(dialog.contains(focusedInModal())).toBe(true)
    }
  })

  it('rule: a click on the backdrop closes the modal; a click inside the card, or a drag out of it, does not', async () => {
    const { dialog } = await openOnConnect()
    const backdrop = dialog.parentElement!
    fireEvent.mouseDown(inModal().getByText('Connect content'))
    fireEvent.click(inModal().getByText('Connect content'))
    fireEvent.mouseDown(dialog)
    fireEvent.click(backdrop)
    expect(kernel!.store('modal').getState().open).toBe(true)
    fireEvent.mouseDown(backdrop)
    fireEvent.click(backdrop)
    expect(kernel!.store('modal').getState().open).toBe(false)
  })

  it('rule: the modal reopens after a close, on a fresh view', async () => {
    await openOnConnect()
    act(() => closeModal(kernel!))
    act(() => openModal(kernel!, { view: 'Networks' }))
    const view = await findView('Networks')
    expect(within(view).getByText('Networks content')).toBeTruthy()
    expect(document.querySelectorAll('portico-modal')).toHaveLength(1)
  })

  it('rule: unmounting the provider removes the modal host', async () => {
    const { unmount } = await openOnConnect()
    unmount()
    expect(modalHost()).toBeNull()
  })
})
