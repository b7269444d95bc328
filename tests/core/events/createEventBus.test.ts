import { describe, expect, it, vi } from 'vitest'
import { createEventBus } from '../../../core/events/createEventBus.js'

interface TestEvents {
  ping: { n: number }
  bare: undefined
}

describe('createEventBus', () => {
  it('rule: on returns an unsubscribe that stops delivery', () => {
    const bus = createEventBus<TestEvents>()
    const seen: number[] = []
    const off = bus.on('ping', ({ n }) => seen.push(n))
    bus.emit('ping', { n: 1 })
    off()
    bus.emit('ping', { n: 2 })
    expect(seen).toEqual([1])
    expect(bus.listenerCount('ping')).toBe(0)
  })

  it('rule: one throwing handler cannot stop the others', () => {
    const onHandlerError = vi.fn()
    const bus = createEventBus<TestEvents>({ onHandlerError })
    const after = vi.fn()
    bus.on('ping', () => {
      throw new Error('boom')
    })
    bus.on('ping', after)
    bus.emit('ping', { n: 1 })
    expect(after).toHaveBeenCalledWith({ n: 1 })
    expect(onHandlerError).toHaveBeenCalledWith(expect.objectContaining({ message: 'boom' }), 'ping')
  })

  it('rule: an event without payload can be emitted bare', () => {
    const bus = createEventBus<TestEvents>()
    const handler = vi.fn()
    bus.on('bare', handler)
    bus.emit('bare')
    expect(handler).toHaveBeenCalledTimes(1)
  })

  it('rule: two buses share nothing', () => {
    const a = createEventBus<TestEvents>()
    const b = createEventBus<TestEvents>()
    const handler = vi.fn()
    a.on('ping', handler)
    b.emit('ping', { n: 1 })
    expect(handler).not.toHaveBeenCalled()
    expect(b.listenerCount()).toBe(0)
  })

  it('rule: clear removes every handler', () => {
    const bus = createEventBus<TestEvents>()
    bus.on('ping', () => {})
    bus.on('bare', () => {})
    expect(bus.listenerCount()).toBe(2)
    bus.clear()
    expect(bus.listenerCount()).toBe(0)
  })
})

describe('createEventBus onAny', () => {
  it('rule: onAny hears every event with its type, and its unsubscribe stops it', () => {
    const bus = createEventBus<TestEvents>()
    const seen: string[] = []
    const off = bus.onAny((type, payload) => seen.push(`${String(type)}:${JSON.stringify(payload ?? null)}`))
    bus.emit('ping', { n: 1 })
    bus.emit('bare')
    off()
    bus.emit('ping', { n: 2 })
    expect(seen).toEqual(['ping:{"n":1}', 'bare:null'])
    expect(bus.listenerCount()).toBe(0)
  })
})
