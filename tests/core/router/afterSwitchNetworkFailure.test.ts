import { describe, expect, it } from 'vitest'
import { afterSwitchNetworkFailure } from '../../../core/router/afterSwitchNetworkFailure.js'
import { push } from '../../../core/router/push.js'
import { createTestKernel } from '../../helpers/createTestKernel.js'

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
