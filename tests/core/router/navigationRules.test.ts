import { describe, expect, it, vi } from 'vitest'
import { afterSendSuccess, afterSwitchNetworkFailure } from '../../../core/router/navigationRules.js'
import { push } from '../../../core/router/router.js'
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

describe('afterSwitchNetworkFailure', () => {
  it('rule: switch-network failure goes back one view', () => {
    const kernel = createTestKernel()
    push(kernel, 'Account')
    push(kernel, 'Networks')
    push(kernel, 'SwitchNetwork')
    afterSwitchNetworkFailure(kernel)
    const state = kernel.store('router').getState()
    expect(state.view).toBe('Networks')
    expect(state.history.map((entry) => entry.view)).toEqual(['Connect', 'Account', 'Networks'])
    expect(state.direction).toBe('prev')
  })
})
