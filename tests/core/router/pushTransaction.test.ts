import { describe, expect, it } from 'vitest'
import { LIMITS } from '../../../core/constants/limits.js'
import { isPorticoError } from '../../../core/errors/PorticoError.js'
import { RouterError } from '../../../core/errors/RouterError.js'
import { push } from '../../../core/router/push.js'
import { pushTransaction } from '../../../core/router/pushTransaction.js'
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
