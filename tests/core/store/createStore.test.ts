import { describe, expect, it, vi } from 'vitest'
import { createStore } from '../../../core/store/createStore.js'

const initial = () => ({ a: { n: 1 }, b: { list: [1, 2] } })

describe('createStore', () => {
  it('rule: snapshots are frozen', () => {
    const store = createStore(initial())
    const state = store.getState()
    expect(Object.isFrozen(state)).toBe(true)
    expect(Object.isFrozen(state.b.list)).toBe(true)
    store.setState((draft) => {
      draft.a.n = 2
    })
    expect(Object.isFrozen(store.getState().a)).toBe(true)
  })

  it('rule: an unchanged branch keeps its identity (structural sharing)', () => {
    const store = createStore(initial())
    const before = store.getState()
    store.setState((draft) => {
      draft.a.n = 5
    })
    const after = store.getState()
    expect(after).not.toBe(before)
    expect(after.a).not.toBe(before.a)
    expect(after.b).toBe(before.b)
  })

  it('rule: a recipe that changes nothing notifies nobody and keeps the snapshot', () => {
    const store = createStore(initial())
    const listener = vi.fn()
    store.subscribe(listener)
    const before = store.getState()
    store.setState((draft) => {
      draft.a.n = 1
    })
    expect(store.getState()).toBe(before)
    expect(listener).not.toHaveBeenCalled()
  })

  it('rule: subscribers get the new and previous state, and unsubscribe stops them', () => {
    const store = createStore(initial())
    const listener = vi.fn()
    const off = store.subscribe(listener)
    const before = store.getState()
    store.setState((draft) => {
      draft.a.n = 3
    })
    expect(listener).toHaveBeenCalledWith(store.getState(), before)
    off()
    store.setState((draft) => {
      draft.a.n = 4
    })
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('rule: reset returns to the initial state and destroy drops listeners', () => {
    const store = createStore(initial())
    store.setState((draft) => {
      draft.b.list.push(3)
    })
    store.reset()
    expect(store.getState()).toBe(store.getInitialState())
    store.subscribe(() => {})
    store.destroy()
    expect(store.listenerCount()).toBe(0)
  })

  it('rule: a recipe may return a whole new state', () => {
    const store = createStore<{ v: number }>({ v: 1 })
    store.setState(() => ({ v: 9 }))
    expect(store.getState()).toEqual({ v: 9 })
  })
})
