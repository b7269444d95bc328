import { describe, expect, it, vi } from 'vitest'
import { openModal } from '../../../core/actions/openModal.js'
import { goBack } from '../../../core/router/goBack.js'
import { push } from '../../../core/router/push.js'
import type { WalletListing } from '../../../core/types/wallet.js'
import { createTestKernel } from '../../helpers/createTestKernel.js'
import { connectAccount } from './connectAccount.js'

const wallet: WalletListing = { id: 'w1', name: 'Wallet One' }

describe('goBack', () => {
  it('rule: going back pops history', () => {
    const kernel = createTestKernel()
    push(kernel, 'AllWallets', { extra: 'kept' })
    push(kernel, 'ConnectingWalletConnect')
    goBack(kernel)
    const state = kernel.store('router').getState()
    expect(state.view).toBe('AllWallets')
    expect(state.data).toEqual({ extra: 'kept' })
    expect(state.history).toEqual([{ view: 'Connect' }, { view: 'AllWallets', data: { extra: 'kept' } }])
  })

  it('rule: going back transitions in the direction prev and emits router:changed', () => {
    const kernel = createTestKernel()
    push(kernel, 'AllWallets')
    const changed = vi.fn()
    kernel.events.on('router:changed', changed)
    goBack(kernel)
    expect(kernel.store('router').getState().direction).toBe('prev')
    expect(changed).toHaveBeenCalledExactlyOnceWith({ view: 'Connect', action: 'goBack' })
  })

  it('rule: when history has one entry, going back closes the modal', () => {
    const kernel = createTestKernel()
    openModal(kernel, { view: 'Networks' })
    const closed = vi.fn()
    kernel.events.on('modal:closed', closed)
    goBack(kernel)
    expect(kernel.store('modal').getState().open).toBe(false)
    expect(closed).toHaveBeenCalledOnce()
    expect(kernel.store('router').getState().history).toEqual([{ view: 'Connect' }])
  })

  it('rule: when an account is connected and the previous view is Connect, going back shows Account', () => {
    const kernel = createTestKernel()
    push(kernel, 'AllWallets')
    connectAccount(kernel, 'solana')
    goBack(kernel)
    const state = kernel.store('router').getState()
    expect(state.view).toBe('Account')
    expect(state.history).toEqual([{ view: 'Account' }])
  })

  it('rule: without a connected account, going back to Connect shows Connect', () => {
    const kernel = createTestKernel()
    push(kernel, 'AllWallets')
    connectAccount(kernel, 'eip155', 'connecting')
    goBack(kernel)
    expect(kernel.store('router').getState().view).toBe('Connect')
  })

  it('rule: a connected account does not redirect a previous view other than Connect', () => {
    const kernel = createTestKernel()
    push(kernel, 'Account')
    push(kernel, 'Networks')
    push(kernel, 'SwitchNetwork')
    connectAccount(kernel)
    goBack(kernel)
    expect(kernel.store('router').getState().view).toBe('Networks')
  })

  it('rule: going back clears any wallet held in the view data', () => {
    const kernel = createTestKernel()
    push(kernel, 'AllWallets', { wallet, extra: 'kept' })
    push(kernel, 'ConnectingWalletConnect', { wallet })
    goBack(kernel)
    const state = kernel.store('router').getState()
    expect(state.data).toEqual({ extra: 'kept' })
    expect(state.history.at(-1)).toEqual({ view: 'AllWallets', data: { extra: 'kept' } })
  })

  it('rule: going back to a view whose data held only a wallet leaves it without data', () => {
    const kernel = createTestKernel()
    push(kernel, 'ConnectingExternal', { wallet })
    push(kernel, 'Networks')
    goBack(kernel)
    const state = kernel.store('router').getState()
    expect(state.view).toBe('ConnectingExternal')
    expect(state.data).toBeUndefined()
  })
})
