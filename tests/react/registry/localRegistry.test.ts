import { describe, expect, it, vi } from 'vitest'
import { localRegistry } from '../../../react/registry/localRegistry.js'
import { createTestKernel } from '../../helpers/createTestKernel.js'

const KEY = Symbol('test.registry')

describe('localRegistry', () => {
  it('rule: two kernels share nothing', () => {
    const a = localRegistry<string, number>(createTestKernel(), KEY)
    const b = localRegistry<string, number>(createTestKernel(), KEY)
    a.set('x', 1)
    expect(b.snapshot().size).toBe(0)
  })

  it('rule: the snapshot keeps its identity until something changes, and listeners hear each change', () => {
    const registry = localRegistry<string, number>(createTestKernel(), KEY)
    const listener = vi.fn()
    registry.subscribe(listener)
    const before = registry.snapshot()
    expect(registry.snapshot()).toBe(before)
    registry.set('x', 1)
    expect(registry.snapshot()).not.toBe(before)
    expect(before.size).toBe(0)
    expect(listener).toHaveBeenCalledOnce()
  })

  it('rule: a remover takes out only its own entry, not one that replaced it', () => {
    const registry = localRegistry<string, number>(createTestKernel(), KEY)
    const removeFirst = registry.set('x', 1)
    const removeSecond = registry.set('x', 2)
    removeFirst()
    expect(registry.snapshot().get('x')).toBe(2)
    removeSecond()
    expect(registry.snapshot().has('x')).toBe(false)
  })

  it('rule: an unsubscribed listener hears nothing more', () => {
    const registry = localRegistry<string, number>(createTestKernel(), KEY)
    const listener = vi.fn()
    const off = registry.subscribe(listener)
    off()
    registry.set('x', 1)
    expect(listener).not.toHaveBeenCalled()
  })
})
