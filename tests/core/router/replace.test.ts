import { describe, expect, it, vi } from 'vitest'
import { push } from '../../../core/router/push.js'
import { replace } from '../../../core/router/replace.js'
import { createTestKernel } from '../../helpers/createTestKernel.js'

describe('replace', () => {
  it('rule: views can be replaced; the history keeps its length', () => {
    const kernel = createTestKernel()
    push(kernel, 'AllWallets')
    replace(kernel, 'ConnectingWalletConnect', { extra: 'x' })
    const state = kernel.store('router').getState()
    expect(state.view).toBe('ConnectingWalletConnect')
    expect(state.data).toEqual({ extra: 'x' })
    expect(state.history).toEqual([{ view: 'Connect' }, { view: 'ConnectingWalletConnect', data: { extra: 'x' } }])
  })

  it('rule: a replace transitions in the direction next and emits router:changed', () => {
    const kernel = createTestKernel()
    kernel.store('router').setState((draft) => {
      draft.direction = 'prev'
    })
    const changed = vi.fn()
    kernel.events.on('router:changed', changed)
    replace(kernel, 'Account')
    expect(kernel.store('router').getState().direction).toBe('next')
    expect(changed).toHaveBeenCalledExactlyOnceWith({ view: 'Account', action: 'replace' })
  })
})
