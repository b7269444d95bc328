// @vitest-environment happy-dom
import { act, fireEvent } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { openModal } from '../../../core/actions/modalActions.js'
import { showAlert } from '../../../core/actions/notifications.js'
import type { Kernel } from '../../../core/kernel/types.js'
import { findView, inModal, modalRoot } from '../helpers/modalDom.js'
import { renderWithKernel, tearDown } from '../helpers/renderWithKernel.js'
import { startReactKernel } from '../helpers/startReactKernel.js'

let kernel: Kernel | undefined
afterEach(() => tearDown(kernel))

async function openModalOnConnect() {
  kernel = (await startReactKernel()).kernel
  renderWithKernel(kernel, <p>app</p>)
  act(() => openModal(kernel!))
  await findView('Connect')
}

describe('AlertBar', () => {
  it("rule: an error alert from core's showAlert shows SPEC's text as an alert, and can be dismissed", async () => {
    await openModalOnConnect()
    expect(inModal().queryByRole('alert')).toBeNull()
    act(() => void showAlert(kernel!, { code: 'NETWORK_NOT_FOUND' }))
    const alert = inModal().getByRole('alert')
    expect(alert.textContent).toContain('Network Not Found')
    expect(alert.textContent).toContain('Make sure the network is in the networks array')
    fireEvent.click(inModal().getByRole('button', { name: 'Dismiss' }))
    expect(inModal().queryByRole('alert')).toBeNull()
    expect(kernel!.store('notifications').getState().alert).toBeUndefined()
  })

  it('rule: a title alone is laid out as one line (centred on the dismiss button); a title with its line is not', async () => {
    await openModalOnConnect()
    act(() => void showAlert(kernel!, { code: 'INVALID_PROJECT_ID' }))
    expect(inModal().getByRole('alert').getAttribute('data-single-line')).toBe('true')
    act(() => void showAlert(kernel!, { code: 'NETWORK_NOT_FOUND' }))
    expect(inModal().getByRole('alert').hasAttribute('data-single-line')).toBe(false)
  })

  it('rule: a description given to showAlert replaces the catalogue line', async () => {
    await openModalOnConnect()
    act(() => void showAlert(kernel!, { code: 'SERVER_ERROR', description: 'upstream timed out' }))
    const alert = inModal().getByRole('alert')
    expect(alert.textContent).toContain('Server Error')
    expect(alert.textContent).toContain('upstream timed out')
    expect(alert.textContent).not.toContain('Failed to get App Configuration')
  })

  it('rule: an info alert is a polite status, not an alert', async () => {
    await openModalOnConnect()
    act(() => void showAlert(kernel!, { code: 'MULTI_WALLET_NOT_ENABLED' }))
    expect(inModal().queryByRole('alert')).toBeNull()
    const bar = modalRoot().querySelector('.pc-alert')
    expect(bar?.textContent).toBe('Multi-Wallet Not Enabled')
    expect(bar?.getAttribute('role')).toBe('status')
    expect(bar?.getAttribute('data-variant')).toBe('info')
  })
})
