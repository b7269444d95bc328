import { describe, expect, it, vi } from 'vitest'
import { push } from '../../../core/router/push.js'
import { reset } from '../../../core/router/reset.js'
import { createTestKernel } from '../../helpers/createTestKernel.js'

describe('reset', () => {
  it('rule: views can be reset; the history holds only the new view', () => {
    const kernel = createTestKernel()
    push(kernel, 'AllWallets')
    push(kernel, 'ConnectingExternal')
    reset(kernel, 'Account', { extra: 1 })
    const state = kernel.store('router').getState()
    expect(state.history).toEqual([{ view: 'Account', data: { extra: 1 } }])
    expect(state.view).toBe('Account')
    expect(state.data).toEqual({ extra: 1 })
  })

  it('rule: a reset transitions in the direction next and emits router:changed', () => {
    const kernel = createTestKernel()
    kernel.store('router').setState((draft) => {
      draft.direction = 'prev'
    })
    const changed = vi.fn()
    kernel.events.on('router:changed', changed)
    reset(kernel, 'Networks')
    expect(kernel.store('router').getState().direction).toBe('next')
    expect(changed).toHaveBeenCalledExactlyOnceWith({ view: 'Networks', action: 'reset' })
  })
})
