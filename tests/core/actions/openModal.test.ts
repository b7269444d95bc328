import { describe, expect, it, vi } from 'vitest'
import { openModal } from '../../../core/actions/openModal.js'
import { push } from '../../../core/router/router.js'
import { createTestKernel } from '../../helpers/createTestKernel.js'
import { mockChainPlugin } from '../../helpers/mockChainPlugin.js'
import { mockPairingPlugin } from '../../helpers/mockLoginPlugin.js'
import { connectAccount } from '../router/connectAccount.js'

async function kernelWithAdapter(options: Parameters<typeof createTestKernel>[0] = {}) {
  const kernel = createTestKernel(options).use(mockChainPlugin().plugin)
  await kernel.start()
  return kernel
}

const view = (kernel: ReturnType<typeof createTestKernel>) => kernel.store('router').getState().view

describe('openModal', () => {
  it('rule: a requested view wins', async () => {
    const kernel = await kernelWithAdapter()
    connectAccount(kernel)
    openModal(kernel, { view: 'Networks' })
    expect(view(kernel)).toBe('Networks')

    const bare = createTestKernel({ isMobile: () => true })
    openModal(bare, { view: 'EmailLogin' })
    expect(view(bare)).toBe('EmailLogin')
  })

  it('rule: with no adapters and no address, on mobile the view is AllWallets', () => {
    const kernel = createTestKernel({ isMobile: () => true }).use(mockPairingPlugin())
    openModal(kernel)
    expect(view(kernel)).toBe('AllWallets')
  })

  it('rule: with no adapters, no address and no apiUrl, a phone opens ConnectingWalletConnectBasic too: All Wallets would have no registry to list', () => {
    const kernel = createTestKernel({ isMobile: () => true, apiUrl: undefined }).use(mockPairingPlugin())
    openModal(kernel)
    expect(view(kernel)).toBe('ConnectingWalletConnectBasic')
  })

  it('rule: with no adapters and no address, on desktop the view is ConnectingWalletConnectBasic', () => {
    const kernel = createTestKernel({ isMobile: () => false }).use(mockPairingPlugin())
    openModal(kernel)
    expect(view(kernel)).toBe('ConnectingWalletConnectBasic')
  })

  it('rule: with no adapters but an address, the pairing views are not chosen', async () => {
    // Started first: an address exists only on a started kernel (opening starts an idle one).
    const connecting = createTestKernel({ isMobile: () => true }).use(mockPairingPlugin())
    await connecting.start()
    connectAccount(connecting, 'eip155', 'connecting')
    openModal(connecting)
    expect(view(connecting)).toBe('Connect')

    const connected = createTestKernel({ isMobile: () => true }).use(mockPairingPlugin())
    await connected.start()
    connectAccount(connected)
    openModal(connected)
    expect(view(connected)).toBe('Account')
  })

  it('rule: when already connected, the view is Account', async () => {
    const kernel = await kernelWithAdapter()
    connectAccount(kernel, 'solana')
    openModal(kernel)
    expect(view(kernel)).toBe('Account')
  })

  it('rule: with a requested namespace, only that namespace decides "already connected"', async () => {
    const kernel = await kernelWithAdapter()
    connectAccount(kernel, 'eip155')
    openModal(kernel, { namespace: 'solana' })
    expect(view(kernel)).toBe('Connect')
    openModal(kernel, { namespace: 'eip155' })
    expect(view(kernel)).toBe('Account')
  })

  it('rule: without chain plugins the pairing login\'s own start view opens, and without one the Connect view', () => {
    const bare = createTestKernel({ isMobile: () => false })
    openModal(bare)
    expect(view(bare)).toBe('Connect')
    const listless = createTestKernel({ isMobile: () => true }).use(mockPairingPlugin({ connectsListings: false }))
    openModal(listless)
    expect(view(listless)).toBe('ConnectingWalletConnectBasic')
  })

  it('rule: a kernel not started yet is started first, so its chain plugins decide the view', () => {
    for (const isMobile of [false, true]) {
      const kernel = createTestKernel({ isMobile: () => isMobile }).use(mockChainPlugin().plugin)
      expect(kernel.status).toBe('idle')
      openModal(kernel)
      expect(kernel.status).not.toBe('idle')
      expect(view(kernel)).toBe('Connect')
    }
  })

  it('rule: otherwise the view is Connect', async () => {
    const kernel = await kernelWithAdapter()
    connectAccount(kernel, 'eip155', 'disconnected', undefined)
    openModal(kernel)
    expect(view(kernel)).toBe('Connect')
  })

  it('rule: opening resets history to the chosen view', async () => {
    const kernel = await kernelWithAdapter()
    push(kernel, 'AllWallets')
    push(kernel, 'ConnectingExternal')
    openModal(kernel, { view: 'SwitchNetwork', data: { extra: 1 } })
    const state = kernel.store('router').getState()
    expect(state.history).toEqual([{ view: 'SwitchNetwork', data: { extra: 1 } }])
    expect(state.data).toEqual({ extra: 1 })
    expect(kernel.store('modal').getState().open).toBe(true)
  })

  it('emits modal:opened and tracks MODAL_OPEN with the connected flag', async () => {
    const kernel = await kernelWithAdapter()
    connectAccount(kernel)
    const opened = vi.fn()
    const analytics = vi.fn()
    kernel.events.on('modal:opened', opened)
    kernel.events.on('analytics', analytics)
    openModal(kernel)
    expect(opened).toHaveBeenCalledExactlyOnceWith({ view: 'Account' })
    expect(analytics).toHaveBeenCalledExactlyOnceWith({ event: 'MODAL_OPEN', properties: { connected: true } })
  })

  it('tracks MODAL_OPEN as not connected without a connected account', async () => {
    const kernel = await kernelWithAdapter()
    const analytics = vi.fn()
    kernel.events.on('analytics', analytics)
    openModal(kernel)
    expect(analytics).toHaveBeenCalledExactlyOnceWith({ event: 'MODAL_OPEN', properties: { connected: false } })
  })

  it('opening an open modal moves it to the new view without a second opening event', async () => {
    const kernel = await kernelWithAdapter()
    openModal(kernel)
    const opened = vi.fn()
    const analytics = vi.fn()
    kernel.events.on('modal:opened', opened)
    kernel.events.on('analytics', analytics)
    openModal(kernel, { view: 'Networks' })
    expect(view(kernel)).toBe('Networks')
    expect(opened).not.toHaveBeenCalled()
    expect(analytics).not.toHaveBeenCalled()
  })
})
