import { describe, expect, it, vi } from 'vitest'
import { openModal } from '../../../core/actions/modalActions.js'
import { LIMITS } from '../../../core/constants/limits.js'
import { isPorticoError } from '../../../core/errors/PorticoError.js'
import { RouterError } from '../../../core/errors/RouterError.js'
import { push } from '../../../core/router/router.js'
import { popTransaction, pushTransaction } from '../../../core/router/transactionStack.js'
import { createTestKernel } from '../../helpers/createTestKernel.js'

describe('pushTransaction', () => {
  it('holds the entry on the transaction stack, newest last', () => {
    const kernel = createTestKernel()
    const first = { onSuccess: () => {} }
    const second = { onCancel: () => {} }
    pushTransaction(kernel, first)
    pushTransaction(kernel, second)
    const stack = kernel.store('router').getState().transactionStack
    expect(stack).toHaveLength(2)
    expect(stack[1]!.onCancel).toBe(second.onCancel)
    expect(stack[0]!.onSuccess).toBe(first.onSuccess)
  })

  it('an entry with a view pushes it', () => {
    const kernel = createTestKernel()
    push(kernel, 'Account')
    pushTransaction(kernel, { view: 'ApproveTransaction' })
    expect(kernel.store('router').getState().history.map((entry) => entry.view)).toEqual([
      'Connect', 'Account', 'ApproveTransaction',
    ])
  })

  it('an entry with a view and data opens the view with that data, pushed or replacing', () => {
    const kernel = createTestKernel()
    pushTransaction(kernel, { view: 'ApproveTransaction', data: { step: 'first' } })
    pushTransaction(kernel, { view: 'ApproveTransaction', replace: true, data: { step: 'second' } })
    expect(kernel.store('router').getState().history.map((entry) => entry.data)).toEqual([undefined, { step: 'second' }])
  })

  it('an entry with a view and replace replaces the current view', () => {
    const kernel = createTestKernel()
    push(kernel, 'Account')
    pushTransaction(kernel, { view: 'ApproveTransaction', replace: true })
    expect(kernel.store('router').getState().history.map((entry) => entry.view)).toEqual([
      'Connect', 'ApproveTransaction',
    ])
  })

  it('an entry without a view leaves the router where it is', () => {
    const kernel = createTestKernel()
    push(kernel, 'Account')
    pushTransaction(kernel, { onSuccess: () => {} })
    expect(kernel.store('router').getState().view).toBe('Account')
  })

  it('rule: the pending transaction limit is 99; the 100th is refused with a coded error', () => {
    const kernel = createTestKernel()
    for (let i = 0; i < 99; i++) pushTransaction(kernel, {})
    expect(LIMITS.pendingTransactions).toBe(99)
    let refused: unknown
    try {
      pushTransaction(kernel, { view: 'ApproveTransaction' })
    } catch (error) {
      refused = error
    }
    expect(refused).toBeInstanceOf(RouterError)
    expect(isPorticoError(refused, 'TRANSACTION_LIMIT')).toBe(true)
    expect(kernel.store('router').getState().transactionStack).toHaveLength(99)
    expect(kernel.store('router').getState().view).toBe('Connect')
  })
})

const views = (kernel: ReturnType<typeof createTestKernel>) =>
  kernel.store('router').getState().history.map((entry) => entry.view)

function openOnAccount() {
  const kernel = createTestKernel()
  openModal(kernel, { view: 'Account' })
  push(kernel, 'Networks')
  return kernel
}

describe('popTransaction', () => {
  it('rule: success runs the success callback and stays on the view', () => {
    const kernel = openOnAccount()
    const onSuccess = vi.fn()
    const onError = vi.fn()
    const onCancel = vi.fn()
    pushTransaction(kernel, {})
    pushTransaction(kernel, { view: 'ApproveTransaction', onSuccess, onError, onCancel })
    popTransaction(kernel, 'success')
    expect(onSuccess).toHaveBeenCalledOnce()
    expect(onError).not.toHaveBeenCalled()
    expect(onCancel).not.toHaveBeenCalled()
    expect(views(kernel)).toEqual(['Account', 'Networks', 'ApproveTransaction'])
    expect(kernel.store('router').getState().transactionStack).toHaveLength(1)
    expect(kernel.store('modal').getState().open).toBe(true)
  })

  it('rule: error runs the error callback with the error and then goes back', () => {
    const kernel = openOnAccount()
    const onError = vi.fn()
    const onSuccess = vi.fn()
    pushTransaction(kernel, { view: 'ApproveTransaction', onError, onSuccess })
    const failure = new Error('rejected')
    popTransaction(kernel, 'error', failure)
    expect(onError).toHaveBeenCalledExactlyOnceWith(failure)
    expect(onSuccess).not.toHaveBeenCalled()
    expect(views(kernel)).toEqual(['Account', 'Networks'])
    expect(kernel.store('router').getState().transactionStack).toEqual([])
  })

  it('rule: cancel runs the cancel callback and then goes back', () => {
    const kernel = openOnAccount()
    const onCancel = vi.fn()
    pushTransaction(kernel, { view: 'ApproveTransaction', onCancel })
    popTransaction(kernel, 'cancel')
    expect(onCancel).toHaveBeenCalledOnce()
    expect(kernel.store('router').getState().view).toBe('Networks')
    expect(kernel.store('router').getState().direction).toBe('prev')
  })

  it('rule: the callback runs before going back', () => {
    const kernel = openOnAccount()
    let viewDuringCallback: string | undefined
    pushTransaction(kernel, {
      view: 'ApproveTransaction',
      onCancel: () => {
        viewDuringCallback = kernel.store('router').getState().view
      },
    })
    popTransaction(kernel, 'cancel')
    expect(viewDuringCallback).toBe('ApproveTransaction')
  })

  it('rule: a success that empties the transaction stack runs its callback and leaves the modal open where it is', () => {
    const kernel = openOnAccount()
    const onSuccess = vi.fn()
    pushTransaction(kernel, { view: 'ApproveTransaction', onSuccess })
    popTransaction(kernel, 'success')
    expect(onSuccess).toHaveBeenCalledOnce()
    expect(kernel.store('router').getState().transactionStack).toEqual([])
    expect(kernel.store('modal').getState().open).toBe(true)
    expect(views(kernel)).toEqual(['Account', 'Networks', 'ApproveTransaction'])
  })

  it.each(['success', 'error'] as const)('rule: %s with an empty transaction stack closes the modal', (outcome) => {
    const kernel = openOnAccount()
    popTransaction(kernel, outcome)
    expect(kernel.store('modal').getState().open).toBe(false)
  })

  it('cancel with an empty transaction stack goes back', () => {
    const kernel = openOnAccount()
    popTransaction(kernel, 'cancel')
    expect(kernel.store('modal').getState().open).toBe(true)
    expect(kernel.store('router').getState().view).toBe('Account')
  })

  it('a throwing callback does not stop the navigation', () => {
    const kernel = createTestKernel({ debug: false })
    openModal(kernel, { view: 'Account' })
    pushTransaction(kernel, {
      view: 'ApproveTransaction',
      onError: () => {
        throw new Error('boom')
      },
    })
    expect(() => popTransaction(kernel, 'error')).not.toThrow()
    expect(kernel.store('router').getState().view).toBe('Account')
  })
})
