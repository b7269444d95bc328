import { describe, expect, it, vi } from 'vitest'
import { closeModal } from '../../../core/actions/closeModal.js'
import { openModal } from '../../../core/actions/openModal.js'
import { setModalLoading } from '../../../core/actions/setModalLoading.js'
import { push } from '../../../core/router/router.js'
import { pushTransaction } from '../../../core/router/transactionStack.js'
import { createTestKernel } from '../../helpers/createTestKernel.js'
import { connectAccount } from '../router/connectAccount.js'

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
