// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { openModal } from '../../../../core/actions/openModal.js'
import type { Kernel } from '../../../../core/kernel/types.js'
import { walletConnectPlugin } from '../../../../plugins/walletconnect/walletConnect.js'
import ConnectingWalletConnect from '../../../../react/views/ConnectingWalletConnect.js'
import ConnectingWalletConnectBasic from '../../../../react/views/ConnectingWalletConnectBasic.js'
import { createTestKernel } from '../../../helpers/createTestKernel.js'
import { fakeApi, renderView } from '../../../react/connect/viewKit.js'
import { fakeUniversalProvider } from '../helpers/fakeUniversalProvider.js'
import { settle, walletConnectKernel } from '../helpers/walletConnectKernel.js'

let kernel: Kernel | undefined

afterEach(async () => {
  cleanup()
  await kernel?.destroy()
  kernel = undefined
})

async function waitForPanel() {
  const deadline = performance.now() + 4_000
  while (!document.querySelector('.pc-wcp') && performance.now() < deadline) {
    await act(async () => {
      await settle(4)
    })
  }
}

describe('PairingSlot', () => {
  it('rule: the plugin fills the WalletConnect views: a loading state until the panel chunk arrives, then the panel', async () => {
    const made = await walletConnectKernel({ fetch: fakeApi().fetch })
    kernel = made.kernel
    openModal(made.kernel, { view: 'ConnectingWalletConnect' })
    renderView(made.kernel, ConnectingWalletConnect, undefined)
    expect(screen.queryByText('WalletConnect is not enabled on this site')).toBeNull()
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy()
    await waitForPanel()
    expect(document.querySelector('.pc-wc-area .pc-wcp')).toBeTruthy()
  })

  it('rule: once the chunk is there, the panel renders without a loading pass', async () => {
    const made = await walletConnectKernel({ fetch: fakeApi().fetch })
    kernel = made.kernel
    openModal(made.kernel, { view: 'ConnectingWalletConnect' })
    const first = renderView(made.kernel, ConnectingWalletConnect, undefined)
    await waitForPanel()
    first.unmount()
    renderView(made.kernel, ConnectingWalletConnect, undefined)
    expect(document.querySelector('.pc-wcp')).toBeTruthy()
  })

  it('rule: the panel that rendered from the lazy chunk is never swapped for a new one when the view re-renders', async () => {
    const made = await walletConnectKernel({ fetch: fakeApi().fetch })
    kernel = made.kernel
    openModal(made.kernel, { view: 'ConnectingWalletConnect' })
    renderView(made.kernel, ConnectingWalletConnect, undefined)
    await waitForPanel()
    const shown = document.querySelector('.pc-wcp')
    const proposals = made.fake.provider.proposals.length
    expect(proposals).toBe(1)
    // Any store the view reads re-renders it (an image arriving for the Connect list behind it).
    act(() => made.kernel.store('wallets').setState((draft) => void (draft.images = { ...draft.images, other: 'blob:other' })))
    await act(async () => {
      await settle(4)
    })
    // A remount would start a second pairing and drop the first one's outcome.
    expect(document.querySelector('.pc-wcp')).toBe(shown)
    expect(made.fake.provider.proposals.length).toBe(proposals)
  })

  it("rule: without any chain plugin the basic view's panel says no connector was found", async () => {
    const fake = fakeUniversalProvider()
    kernel = createTestKernel({}, { fetch: fakeApi().fetch }).use(walletConnectPlugin({ relayUrl: 'ws://127.0.0.1:8555' }, { initProvider: fake.initProvider }))
    await kernel.start()
    openModal(kernel)
    expect(kernel.store('router').getState().view).toBe('ConnectingWalletConnectBasic')
    renderView(kernel, ConnectingWalletConnectBasic, undefined)
    await waitForPanel()
    await act(async () => {
      await settle()
    })
    expect(screen.getByRole('alert').textContent).toBe('No connector found for connection')
    expect(fake.inits).toEqual([])
  })
})
