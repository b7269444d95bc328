// @vitest-environment happy-dom
import { act, fireEvent } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { openModal } from '../../../core/actions/modalActions.js'
import type { Kernel } from '../../../core/kernel/types.js'
import { AccountButton } from '../../../react/buttons/AccountButton.js'
import { ConnectButton } from '../../../react/buttons/ConnectButton.js'
import { NetworkButton } from '../../../react/buttons/NetworkButton.js'
import { loadModal, preloadModal } from '../../../react/modal/loadModal.js'
import { connectMock } from '../helpers/connectMock.js'
import { findView, modalHost } from '../helpers/modalDom.js'
import { renderWithKernel, tearDown } from '../helpers/renderWithKernel.js'
import { buttonHosts, inShadow } from '../helpers/shadowHosts.js'
import { startReactKernel } from '../helpers/startReactKernel.js'

// Every import of the modal's chunk goes through loadModal (the open) or preloadModal (the buttons);
// the spies count them.
vi.mock('../../../react/modal/loadModal.js', async (importOriginal) => {
  const original = await importOriginal<{ loadModal: typeof loadModal; preloadModal: typeof preloadModal }>()
  return { loadModal: vi.fn(original.loadModal), preloadModal: vi.fn(original.preloadModal) }
})

let kernel: Kernel | undefined
afterEach(() => tearDown(kernel))

describe('ModalHost', () => {
  it("rule: the modal's chunk is not fetched and no host exists before the first open", async () => {
    kernel = (await startReactKernel()).kernel
    renderWithKernel(
      kernel,
      <>
        <ConnectButton />
        <NetworkButton />
        <AccountButton />
      </>,
    )
    await connectMock(kernel)
    expect(loadModal).not.toHaveBeenCalled()
    expect(preloadModal).not.toHaveBeenCalled()
    expect(modalHost()).toBeNull()

    act(() => openModal(kernel!))
    await findView('Account')
    expect(loadModal).toHaveBeenCalled()
    expect(modalHost()).not.toBeNull()
  })

  it('rule: a button fetches the modal and the view it opens on ahead, when the pointer reaches it or it gains focus', async () => {
    kernel = (await startReactKernel()).kernel
    const { container } = renderWithKernel(kernel, <ConnectButton />)
    vi.mocked(preloadModal).mockClear()
    const button = inShadow(buttonHosts(container)[0]).getByRole('button', { name: 'Connect Wallet' })
    fireEvent.pointerEnter(button)
    expect(preloadModal).toHaveBeenCalledTimes(1)
    expect(preloadModal).toHaveBeenLastCalledWith(kernel, 'Connect')
    fireEvent.focus(button)
    expect(preloadModal).toHaveBeenCalledTimes(2)
    expect(modalHost()).toBeNull()
  })

  it('rule: on a kernel not started yet (a first visit) the button fetches the view its chain plugins will open on', async () => {
    kernel = (await startReactKernel({ start: false, options: { isMobile: () => false } })).kernel
    const { container } = renderWithKernel(kernel, <ConnectButton />)
    vi.mocked(preloadModal).mockClear()
    fireEvent.pointerEnter(inShadow(buttonHosts(container)[0]).getByRole('button', { name: 'Connect Wallet' }))
    expect(kernel.status).toBe('idle')
    expect(preloadModal).toHaveBeenLastCalledWith(kernel, 'Connect')
  })
})
