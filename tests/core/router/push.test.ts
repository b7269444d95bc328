import { describe, expect, it, vi } from 'vitest'
import { push } from '../../../core/router/push.js'
import { createTestKernel } from '../../helpers/createTestKernel.js'

describe('push', () => {
  it('rule: the initial view is Connect', () => {
    const state = createTestKernel().store('router').getState()
    expect(state.view).toBe('Connect')
    expect(state.history).toEqual([{ view: 'Connect' }])
  })

  it('rule: views can be pushed, on top of the history', () => {
    const kernel = createTestKernel()
    push(kernel, 'AllWallets')
    push(kernel, 'ConnectingExternal', { connector: { id: 'c', name: 'C', type: 'INJECTED', chain: 'eip155' } })
    const state = kernel.store('router').getState()
    expect(state.view).toBe('ConnectingExternal')
    expect(state.data?.connector?.id).toBe('c')
    expect(state.history.map((entry) => entry.view)).toEqual(['Connect', 'AllWallets', 'ConnectingExternal'])
  })

  it('rule: a push transitions in the direction next', () => {
    const kernel = createTestKernel()
    kernel.store('router').setState((draft) => {
      draft.direction = 'prev'
    })
    push(kernel, 'AllWallets')
    expect(kernel.store('router').getState().direction).toBe('next')
  })

  it('emits router:changed with the push action', () => {
    const kernel = createTestKernel()
    const changed = vi.fn()
    kernel.events.on('router:changed', changed)
    push(kernel, 'Networks')
    expect(changed).toHaveBeenCalledExactlyOnceWith({ view: 'Networks', action: 'push' })
  })

  it('a view pushed without data carries none, not the data of the view below', () => {
    const kernel = createTestKernel()
    push(kernel, 'SwitchNetwork', { network: undefined, extra: 1 })
    push(kernel, 'Account')
    expect(kernel.store('router').getState().data).toBeUndefined()
    expect(kernel.store('router').getState().history[2]).toEqual({ view: 'Account' })
  })
})
