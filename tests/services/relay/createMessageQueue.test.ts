import { afterEach, describe, expect, it, vi } from 'vitest'
import { createMessageQueue } from '../../../services/relay/createMessageQueue.js'

const TOPIC = 'a'.repeat(64)
const OTHER = 'b'.repeat(64)

afterEach(() => {
  vi.useRealTimers()
})

describe('createMessageQueue', () => {
  it('rule: a message is held for its ttl and not a millisecond longer', () => {
    vi.useFakeTimers()
    const queue = createMessageQueue()
    queue.hold({ topic: TOPIC, message: 'm1', ttl: 300, publisherId: 'did:key:dapp' })
    vi.advanceTimersByTime(299_999)
    expect(queue.pendingFor(TOPIC, 'did:key:wallet').map((held) => held.message)).toEqual(['m1'])
    vi.advanceTimersByTime(1)
    expect(queue.pendingFor(TOPIC, 'did:key:wallet')).toEqual([])
    expect(queue.size).toBe(0)
  })

  it('rule: sweep forgets the expired messages of every topic and keeps the others', () => {
    vi.useFakeTimers()
    const queue = createMessageQueue()
    queue.hold({ topic: TOPIC, message: 'short', ttl: 30, publisherId: 'did:key:a' })
    queue.hold({ topic: OTHER, message: 'long', ttl: 86_400, publisherId: 'did:key:a' })
    vi.advanceTimersByTime(30_000)
    expect(queue.sweep()).toBe(1)
    expect(queue.size).toBe(1)
    expect(queue.pendingFor(OTHER, 'did:key:b').map((held) => held.message)).toEqual(['long'])
  })

  it('rule: the publisher and clients that acknowledged a message do not get it again; others still do', () => {
    const queue = createMessageQueue()
    const held = queue.hold({ topic: TOPIC, message: 'm1', ttl: 300, publisherId: 'did:key:dapp' })
    expect(queue.pendingFor(TOPIC, 'did:key:dapp')).toEqual([])
    queue.acknowledge(held, 'did:key:wallet')
    expect(queue.pendingFor(TOPIC, 'did:key:wallet')).toEqual([])
    expect(queue.pendingFor(TOPIC, 'did:key:other')).toEqual([held])
  })

  it('rule: messages come oldest first, with publishedAt and the tag and attestation given', () => {
    vi.useFakeTimers({ now: 1_700_000_000_000 })
    const queue = createMessageQueue()
    queue.hold({ topic: TOPIC, message: 'first', ttl: 300, tag: 1100, attestation: 'jwt', publisherId: 'did:key:a' })
    vi.advanceTimersByTime(5)
    queue.hold({ topic: TOPIC, message: 'second', ttl: 300, publisherId: 'did:key:a' })
    expect(queue.pendingFor(TOPIC, 'did:key:b')).toMatchObject([
      { message: 'first', publishedAt: 1_700_000_000_000, tag: 1100, attestation: 'jwt' },
      { message: 'second', publishedAt: 1_700_000_000_005, tag: 0, attestation: undefined },
    ])
  })

  it('rule: a topic holds at most maxPerTopic messages, dropping the oldest', () => {
    const queue = createMessageQueue({ maxPerTopic: 2 })
    for (const message of ['1', '2', '3']) queue.hold({ topic: TOPIC, message, ttl: 300, publisherId: 'did:key:a' })
    expect(queue.pendingFor(TOPIC, 'did:key:b').map((held) => held.message)).toEqual(['2', '3'])
    expect(queue.size).toBe(2)
  })
})
