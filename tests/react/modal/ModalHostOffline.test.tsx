// @vitest-environment happy-dom
import { act, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { openModal } from '../../../core/actions/modalActions.js'
import type { Kernel } from '../../../core/kernel/types.js'
import { ConnectButton } from '../../../react/buttons/ConnectButton.js'
import { loadModal } from '../../../react/modal/loadModal.js'
import { findView } from '../helpers/modalDom.js'
import { renderWithKernel, tearDown } from '../helpers/renderWithKernel.js'
import { startReactKernel } from '../helpers/startReactKernel.js'

// The modal's chunk fails while `offline` is set, as a dynamic import does without a network.
const network = vi.hoisted(() => ({ offline: false }))
vi.mock('../../../react/modal/loadModal.js', async (importOriginal) => {
  const original = await importOriginal<{ loadModal: typeof loadModal; preloadModal: unknown }>()
  return {
    preloadModal: original.preloadModal,
    loadModal: vi.fn(async () => {
      if (network.offline) throw new TypeError('Failed to fetch dynamically imported module')
      return original.loadModal()
    }),
  }
})

let kernel: Kernel | undefined
afterEach(() => tearDown(kernel))

describe('ModalHost without a network', () => {
  it('rule: a modal chunk that fails to load leaves the page rendered and the modal closed; the next open loads it', async () => {
    kernel = (await startReactKernel()).kernel
    vi.spyOn(console, 'error').mockImplementation(() => {})
    renderWithKernel(
      kernel,
      <main>
        <h1>Site</h1>
        <ConnectButton />
      </main>,
    )
    network.offline = true
    act(() => openModal(kernel!))
    await waitFor(() => expect(kernel!.store('modal').getState().open).toBe(false))
    expect(screen.getByRole('heading', { name: 'Site' })).toBeTruthy()
    // A closed modal does not keep refetching a chunk that failed.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)))
    expect(loadModal).toHaveBeenCalledTimes(1)

    network.offline = false
    act(() => openModal(kernel!))
    await findView('Connect')
    expect(loadModal).toHaveBeenCalledTimes(2)
  })
})
