import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { closeModal, openModal, setModalLoading, shakeModal } from '../../../core/actions/modalActions.js'
import { push } from '../../../core/router/router.js'
import { pushTransaction } from '../../../core/router/transactionStack.js'
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

describe('closeModal', () => {
  it('rule: closing the modal resets the view to Connect', () => {
    const kernel = createTestKernel()
    openModal(kernel, { view: 'Account', data: { extra: 1 } })
    push(kernel, 'Networks')
    closeModal(kernel)
    const state = kernel.store('router').getState()
    expect(kernel.store('modal').getState().open).toBe(false)
    expect(state.view).toBe('Connect')
    expect(state.data).toBeUndefined()
    expect(state.history).toEqual([{ view: 'Connect' }])
  })

  it('rule: closing the modal with an empty transaction stack rejects pending requests', () => {
    const kernel = createTestKernel()
    openModal(kernel, { view: 'Account' })
    const order: string[] = []
    const rejectFirst = vi.fn(() => void order.push('first'))
    const rejectSecond = vi.fn(() => void order.push('second'))
    const onSuccess = vi.fn()
    const onError = vi.fn()
    pushTransaction(kernel, { onCancel: rejectFirst, onSuccess, onError })
    pushTransaction(kernel, { view: 'ApproveTransaction', onCancel: rejectSecond })
    closeModal(kernel)
    expect(rejectFirst).toHaveBeenCalledOnce()
    expect(rejectSecond).toHaveBeenCalledOnce()
    expect(order).toEqual(['second', 'first'])
    expect(onSuccess).not.toHaveBeenCalled()
    expect(onError).not.toHaveBeenCalled()
    expect(kernel.store('router').getState().transactionStack).toEqual([])
  })

  it('a throwing cancel callback does not keep the others from running', () => {
    const kernel = createTestKernel({ debug: false })
    openModal(kernel)
    const reject = vi.fn()
    pushTransaction(kernel, { onCancel: reject })
    pushTransaction(kernel, {
      onCancel: () => {
        throw new Error('boom')
      },
    })
    expect(() => closeModal(kernel)).not.toThrow()
    expect(reject).toHaveBeenCalledOnce()
    expect(kernel.store('modal').getState().open).toBe(false)
  })

  it('emits modal:closed, tracks MODAL_CLOSE and clears the loading flag', async () => {
    const kernel = createTestKernel()
    await kernel.start()
    connectAccount(kernel)
    openModal(kernel)
    setModalLoading(kernel, true)
    const closed = vi.fn()
    const analytics = vi.fn()
    kernel.events.on('modal:closed', closed)
    kernel.events.on('analytics', analytics)
    closeModal(kernel)
    expect(closed).toHaveBeenCalledOnce()
    expect(analytics).toHaveBeenCalledExactlyOnceWith({ event: 'MODAL_CLOSE', properties: { connected: true } })
    expect(kernel.store('modal').getState().loading).toBe(false)
  })

  it('closing a closed modal emits nothing', () => {
    const kernel = createTestKernel()
    const closed = vi.fn()
    const changed = vi.fn()
    const analytics = vi.fn()
    kernel.events.on('modal:closed', closed)
    kernel.events.on('router:changed', changed)
    kernel.events.on('analytics', analytics)
    closeModal(kernel)
    expect(closed).not.toHaveBeenCalled()
    expect(changed).not.toHaveBeenCalled()
    expect(analytics).not.toHaveBeenCalled()
  })
})

const shaking = (kernel: ReturnType<typeof createTestKernel>) => kernel.store('modal').getState().shake

describe('shakeModal', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('rule: the shake flag lasts exactly 500 ms', () => {
    const kernel = createTestKernel()
    shakeModal(kernel)
    expect(shaking(kernel)).toBe(true)
    vi.advanceTimersByTime(499)
    expect(shaking(kernel)).toBe(true)
    vi.advanceTimersByTime(1)
    expect(shaking(kernel)).toBe(false)
    expect(kernel.timers.pending()).toBe(0)
  })

  it('rule: a second shake restarts the 500 ms', () => {
    const kernel = createTestKernel()
    shakeModal(kernel)
    vi.advanceTimersByTime(300)
    shakeModal(kernel)
    vi.advanceTimersByTime(499)
    expect(shaking(kernel)).toBe(true)
    expect(kernel.timers.pending()).toBe(1)
    vi.advanceTimersByTime(1)
    expect(shaking(kernel)).toBe(false)
  })

  it('two kernels shake independently', () => {
    const first = createTestKernel()
    const second = createTestKernel()
    shakeModal(first)
    vi.advanceTimersByTime(300)
    shakeModal(second)
    vi.advanceTimersByTime(200)
    expect(shaking(first)).toBe(false)
    expect(shaking(second)).toBe(true)
  })

  it('rule: kernel.destroy() cancels the shake timer; nothing changes afterwards', async () => {
    const kernel = createTestKernel()
    shakeModal(kernel)
    await kernel.destroy()
    expect(kernel.timers.pending()).toBe(0)
    vi.advanceTimersByTime(1_000)
    expect(shaking(kernel)).toBe(true)
    shakeModal(kernel)
    expect(kernel.timers.pending()).toBe(0)
  })
})

describe('setModalLoading', () => {
  it('rule: the modal has a loading flag that can be set and cleared', () => {
    const kernel = createTestKernel()
    expect(kernel.store('modal').getState().loading).toBe(false)
    setModalLoading(kernel, true)
    expect(kernel.store('modal').getState().loading).toBe(true)
    setModalLoading(kernel, false)
    expect(kernel.store('modal').getState().loading).toBe(false)
  })
})
