import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { closeModal } from '../../../core/actions/modalActions.js'
import { openModal } from '../../../core/actions/modalActions.js'
import type { Kernel } from '../../../core/kernel/types.js'
import { goBack } from '../../../core/router/navigationRules.js'
import { type LeaveHook, onLeave, push, replace, reset } from '../../../core/router/router.js'
import { createTestKernel } from '../../helpers/createTestKernel.js'
import { connectAccount } from './connectAccount.js'

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

const onFarcaster = (kernel: Kernel) => {
  push(kernel, 'ConnectingFarcaster')
}

describe('onLeave', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it.each([
    ['goBack', (kernel: Kernel) => goBack(kernel), 'Connect'],
    ['push', (kernel: Kernel) => push(kernel, 'AllWallets'), 'AllWallets'],
    ['replace', (kernel: Kernel) => replace(kernel, 'AllWallets'), 'AllWallets'],
    ['reset', (kernel: Kernel) => reset(kernel, 'Account'), 'Account'],
    ['close', (kernel: Kernel) => closeModal(kernel), 'Connect'],
  ] as const)('rule: leaving a guarded view by %s runs its hook', (reason, leave, to) => {
    const kernel = createTestKernel()
    onFarcaster(kernel)
    const hook = vi.fn<LeaveHook>()
    onLeave(kernel, 'ConnectingFarcaster', hook)
    leave(kernel)
    expect(hook).toHaveBeenCalledExactlyOnceWith(kernel, { from: 'ConnectingFarcaster', to, reason })
  })

  it('the hook sees the router already on the view it moved to', () => {
    const kernel = createTestKernel()
    onFarcaster(kernel)
    let seen: string | undefined
    onLeave(kernel, 'ConnectingFarcaster', (k) => {
      seen = k.store('router').getState().view
    })
    goBack(kernel)
    expect(seen).toBe('Connect')
  })

  it('hooks of other views, and moves that stay on the guarded view, do not run it', () => {
    const kernel = createTestKernel()
    const hook = vi.fn()
    onLeave(kernel, 'ConnectingFarcaster', hook)
    push(kernel, 'AllWallets')
    goBack(kernel)
    onFarcaster(kernel)
    replace(kernel, 'ConnectingFarcaster', { extra: 1 })
    expect(hook).not.toHaveBeenCalled()
  })

  it('rule: leaving ConnectingFarcaster while not connected: a hook can clean up and re-sync after 100 ms', () => {
    const kernel = createTestKernel()
    const reloaded = vi.fn()
    const resynced = vi.fn()
    // The shape of the farcaster plugin's guard, with the SPEC's 100 ms wait on kernel.timers.
    onLeave(kernel, 'ConnectingFarcaster', (k) => {
      const connected = k.store('chains').getState().byNamespace.eip155?.account.status === 'connected'
      if (connected) return
      reloaded()
      k.timers.setTimeout(resynced, 100)
    })
    onFarcaster(kernel)
    goBack(kernel)
    expect(reloaded).toHaveBeenCalledOnce()
    vi.advanceTimersByTime(99)
    expect(resynced).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(resynced).toHaveBeenCalledOnce()

    connectAccount(kernel)
    onFarcaster(kernel)
    goBack(kernel)
    vi.advanceTimersByTime(100)
    expect(reloaded).toHaveBeenCalledOnce()
    expect(resynced).toHaveBeenCalledOnce()
  })

  it('a delayed hook step is cancelled by kernel.destroy()', async () => {
    const kernel = createTestKernel()
    const resynced = vi.fn()
    onLeave(kernel, 'ConnectingFarcaster', (k) => void k.timers.setTimeout(resynced, 100))
    onFarcaster(kernel)
    goBack(kernel)
    await kernel.destroy()
    expect(kernel.timers.pending()).toBe(0)
    vi.advanceTimersByTime(1_000)
    expect(resynced).not.toHaveBeenCalled()
  })

  it('the returned function removes the hook', () => {
    const kernel = createTestKernel()
    const hook = vi.fn()
    const off = onLeave(kernel, 'ConnectingFarcaster', hook)
    off()
    onFarcaster(kernel)
    goBack(kernel)
    expect(hook).not.toHaveBeenCalled()
  })

  it('hooks belong to one kernel: another kernel leaving the view does not run them', () => {
    const first = createTestKernel()
    const second = createTestKernel()
    const hook = vi.fn()
    onLeave(first, 'ConnectingFarcaster', hook)
    onFarcaster(second)
    goBack(second)
    expect(hook).not.toHaveBeenCalled()
  })

  it('a throwing hook neither stops the other hooks nor the navigation', () => {
    const kernel = createTestKernel({ debug: false })
    const after = vi.fn()
    onLeave(kernel, 'ConnectingFarcaster', () => {
      throw new Error('boom')
    })
    onLeave(kernel, 'ConnectingFarcaster', after)
    openModal(kernel, { view: 'ConnectingFarcaster' })
    expect(() => push(kernel, 'Networks')).not.toThrow()
    expect(after).toHaveBeenCalledOnce()
    expect(kernel.store('router').getState().view).toBe('Networks')
  })
})
