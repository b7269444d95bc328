// @vitest-environment happy-dom
import { act, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { connect } from '../../../core/actions/connect.js'
import { openModal } from '../../../core/actions/modalActions.js'
import { showToast } from '../../../core/actions/notifications.js'
import type { Kernel } from '../../../core/kernel/types.js'
import { findView, modalRoot } from '../helpers/modalDom.js'
import { renderWithKernel, tearDown } from '../helpers/renderWithKernel.js'
import { startReactKernel, type ReactKernelSetup } from '../helpers/startReactKernel.js'

let kernel: Kernel | undefined
afterEach(() => tearDown(kernel))

const liveRegion = () => modalRoot().querySelector<HTMLElement>('[aria-live]')

async function openModalOnConnect(setup: ReactKernelSetup = {}) {
  kernel = (await startReactKernel(setup)).kernel
  renderWithKernel(kernel, <p>app</p>)
  act(() => openModal(kernel!))
  await findView('Connect')
}

describe('LiveRegion', () => {
  it('rule: a polite, atomic region, empty until something happens', async () => {
    await openModalOnConnect()
    expect(liveRegion()?.getAttribute('aria-live')).toBe('polite')
    expect(liveRegion()?.getAttribute('aria-atomic')).toBe('true')
    expect(liveRegion()?.textContent).toBe('')
  })

  it("rule: announces 'Connecting…' while the wallet has not answered", async () => {
    await openModalOnConnect({ eip155: { wallet: { behaviour: 'hang' } } })
    act(() => void connect(kernel!, { connectorId: 'mock-eip155' }))
    expect(liveRegion()?.textContent).toBe('Connecting…')
  })

  it('rule: announces the connection once the wallet has answered', async () => {
    await openModalOnConnect()
    act(() => void connect(kernel!, { connectorId: 'mock-eip155' }))
    expect(liveRegion()?.textContent).toBe('Connecting…')
    await waitFor(() => expect(kernel!.store('chains').getState().byNamespace.eip155?.account.status).toBe('connected'))
    // 'Connected' (the status) and 'Wallet connected' (the account event) land in one tick; the
    // account event's text, emitted last, is the one read out.
    expect(liveRegion()?.textContent).toBe('Wallet connected')
  })

  it('rule: announces a toast as it opens', async () => {
    await openModalOnConnect()
    act(() => showToast(kernel!, { message: 'Address copied', variant: 'success' }))
    expect(liveRegion()?.textContent).toBe('Address copied')
  })
})
