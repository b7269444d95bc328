import { describe, expect, it, vi } from 'vitest'
import { afterSendSuccess } from '../../../core/router/afterSendSuccess.js'
import { push } from '../../../core/router/push.js'
import { createTestKernel } from '../../helpers/createTestKernel.js'

describe('afterSendSuccess', () => {
  it('rule: after an ERC20 or Solana send succeeds, the view is replaced with Account', () => {
    const kernel = createTestKernel()
    push(kernel, 'Account')
    push(kernel, 'Networks', { extra: 'send form' })
    const changed = vi.fn()
    kernel.events.on('router:changed', changed)
    afterSendSuccess(kernel)
    const state = kernel.store('router').getState()
    expect(state.history).toEqual([{ view: 'Connect' }, { view: 'Account' }, { view: 'Account' }])
    expect(state.data).toBeUndefined()
    expect(changed).toHaveBeenCalledExactlyOnceWith({ view: 'Account', action: 'replace' })
  })
})
