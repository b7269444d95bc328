// @vitest-environment happy-dom
import { act, fireEvent } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { openModal } from '../../../core/actions/openModal.js'
import type { Kernel } from '../../../core/kernel/types.js'
import { AccountButton } from '../../../react/buttons/AccountButton.js'
import { ConnectButton } from '../../../react/buttons/ConnectButton.js'
import { NetworkButton } from '../../../react/buttons/NetworkButton.js'
import { loadModal } from '../../../react/modal/loadModal.js'
import { connectMock } from '../helpers/connectMock.js'
import { findView, modalHost } from '../helpers/modalDom.js'
import { renderWithKernel, tearDown } from '../helpers/renderWithKernel.js'
import { buttonHosts, inShadow } from '../helpers/shadowHosts.js'
import { startReactKernel } from '../helpers/startReactKernel.js'

// Every import of the modal's chunk goes through loadModal; the spy counts them. React.lazy asks
// once per module graph, so the first-open rule is this file's first test.
vi.mock('../../../react/modal/loadModal.js', async (importOriginal) => {
  const original = await importOriginal<{ loadModal: typeof loadModal }>()
  return { loadModal: vi.fn(original.loadModal) }
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
    expect(modalHost()).toBeNull()

    act(() => openModal(kernel!))
    await findView('Account')
    expect(loadModal).toHaveBeenCalled()
    expect(modalHost()).not.toBeNull()
  })

  it('rule: a button fetches the chunk ahead when the pointer reaches it or it gains focus', async () => {
    kernel = (await startReactKernel()).kernel
    const { container } = renderWithKernel(kernel, <ConnectButton />)
    vi.mocked(loadModal).mockClear()
    const button = inShadow(buttonHosts(container)[0]).getByRole('button', { name: 'Connect Wallet' })
    fireEvent.pointerEnter(button)
    expect(loadModal).toHaveBeenCalledTimes(1)
    fireEvent.focus(button)
    expect(loadModal).toHaveBeenCalledTimes(2)
    expect(modalHost()).toBeNull()
  })
})
