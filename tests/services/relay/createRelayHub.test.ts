import { hashMessage } from '@walletconnect/utils'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createRelayHub, type RelayPeer } from '../../../services/relay/createRelayHub.js'

const PAIRING = '1'.repeat(64)
const SESSION = '2'.repeat(64)
const TOPIC = 'a'.repeat(64)

interface Frame { id: unknown; method?: string; params?: { id: string; data: { topic: string; message: string; publishedAt: number } }; result?: unknown; error?: { code: number; message: string } }

function peer(clientId: string): RelayPeer & { frames: Frame[]; deliveries: () => Frame[]; replies: () => Frame[] } {
  const frames: Frame[] = []
  return {
    clientId,
    frames,
    send: (frame) => void frames.push(JSON.parse(frame) as Frame),
    deliveries: () => frames.filter((frame) => frame.method === 'irn_subscription'),
    replies: () => frames.filter((frame) => frame.method === undefined),
  }
}

let requestId = 0
const call = (hub: ReturnType<typeof createRelayHub>, from: RelayPeer, method: string, params?: unknown) => {
  const id = `r${++requestId}`
  hub.receive(from, JSON.stringify({ id, jsonrpc: '2.0', method, params }))
  return id
}
const ack = (hub: ReturnType<typeof createRelayHub>, from: RelayPeer, delivery: Frame) =>
  hub.receive(from, JSON.stringify({ id: delivery.id, jsonrpc: '2.0', result: true }))
const publish = (hub: ReturnType<typeof createRelayHub>, from: RelayPeer, topic: string, message: string, ttl = 300) =>
  call(hub, from, 'irn_publish', { topic, message, ttl, prompt: false, tag: 1108, correlationId: 7 })

afterEach(() => {
  vi.useRealTimers()
})

describe('createRelayHub', () => {
  it('rule: irn_subscribe answers the subscription id the SDK computes itself (sha256 of topic and client id)', () => {
    const hub = createRelayHub()
    const wallet = peer('did:key:z6MkWallet')
    const id = call(hub, wallet, 'irn_subscribe', { topic: TOPIC })
    expect(wallet.frames).toEqual([{ id, jsonrpc: '2.0', result: hashMessage(TOPIC + 'did:key:z6MkWallet') }])
  })

  it('rule: a message published before anyone subscribed is held and delivered on subscribe, after the reply', () => {
    vi.useFakeTimers({ now: 1_700_000_000_000 })
    const hub = createRelayHub()
    const dapp = peer('did:key:dapp')
    const wallet = peer('did:key:wallet')
    publish(hub, dapp, TOPIC, 'proposal')
    expect(dapp.replies()).toMatchObject([{ result: true }])
    const id = call(hub, wallet, 'irn_subscribe', { topic: TOPIC })
    expect(wallet.frames[0]).toMatchObject({ id, result: hashMessage(TOPIC + 'did:key:wallet') })
    expect(wallet.frames[1]).toEqual({
      id: expect.any(Number),
      jsonrpc: '2.0',
      method: 'irn_subscription',
      params: { id: hashMessage(TOPIC + 'did:key:wallet'), data: { topic: TOPIC, message: 'proposal', publishedAt: 1_700_000_000_000 } },
    })
  })

  it('rule: a subscriber gets live messages at once; the publisher never gets its own', () => {
    const hub = createRelayHub()
    const dapp = peer('did:key:dapp')
    const wallet = peer('did:key:wallet')
    call(hub, dapp, 'irn_subscribe', { topic: TOPIC })
    call(hub, wallet, 'irn_subscribe', { topic: TOPIC })
    publish(hub, wallet, TOPIC, 'response')
    expect(dapp.deliveries().map((frame) => frame.params?.data.message)).toEqual(['response'])
    expect(wallet.deliveries()).toEqual([])
  })

  it('rule: a message is delivered once per subscriber: subscribing again does not repeat it, and once acknowledged a new connection of that client does not get it', () => {
    const hub = createRelayHub()
    const dapp = peer('did:key:dapp')
    const first = peer('did:key:wallet')
    publish(hub, dapp, TOPIC, 'proposal')
    call(hub, first, 'irn_subscribe', { topic: TOPIC })
    call(hub, first, 'irn_subscribe', { topic: TOPIC })
    expect(first.deliveries()).toHaveLength(1)
    ack(hub, first, first.deliveries()[0]!)
    hub.disconnect(first)
    const second = peer('did:key:wallet')
    call(hub, second, 'irn_subscribe', { topic: TOPIC })
    expect(second.deliveries()).toEqual([])
    const other = peer('did:key:other-wallet')
    call(hub, other, 'irn_subscribe', { topic: TOPIC })
    expect(other.deliveries()).toHaveLength(1)
  })

  it('rule: a message not acknowledged (no answer, or an error answer) comes again when the client subscribes on a new connection', () => {
    const hub = createRelayHub()
    const dapp = peer('did:key:dapp')
    const first = peer('did:key:wallet')
    publish(hub, dapp, TOPIC, 'one')
    publish(hub, dapp, TOPIC, 'two')
    call(hub, first, 'irn_subscribe', { topic: TOPIC })
    // 'one' is answered with an error, 'two' not at all.
    const [one] = first.deliveries()
    hub.receive(first, JSON.stringify({ id: one!.id, jsonrpc: '2.0', error: { code: 1, message: 'busy' } }))
    hub.disconnect(first)
    const second = peer('did:key:wallet')
    call(hub, second, 'irn_subscribe', { topic: TOPIC })
    expect(second.deliveries().map((frame) => frame.params?.data.message)).toEqual(['one', 'two'])
  })

  it('rule: a message whose ttl ran out is never delivered', () => {
    vi.useFakeTimers()
    const hub = createRelayHub()
    publish(hub, peer('did:key:dapp'), TOPIC, 'ping', 30)
    vi.advanceTimersByTime(30_000)
    const wallet = peer('did:key:wallet')
    call(hub, wallet, 'irn_subscribe', { topic: TOPIC })
    expect(wallet.deliveries()).toEqual([])
    hub.sweep()
    expect(hub.stats().heldMessages).toBe(0)
  })

  it('rule: irn_unsubscribe and irn_batchUnsubscribe stop delivery; a closed connection loses its subscriptions', () => {
    const hub = createRelayHub()
    const dapp = peer('did:key:dapp')
    const wallet = peer('did:key:wallet')
    call(hub, wallet, 'irn_batchSubscribe', { topics: [TOPIC, PAIRING, SESSION] })
    expect(wallet.replies()[0]?.result).toEqual([TOPIC, PAIRING, SESSION].map((topic) => hashMessage(topic + 'did:key:wallet')))
    expect(hub.stats().subscribedTopics).toBe(3)
    call(hub, wallet, 'irn_unsubscribe', { topic: TOPIC, id: hashMessage(TOPIC + 'did:key:wallet') })
    call(hub, wallet, 'irn_batchUnsubscribe', { subscriptions: [{ topic: PAIRING, id: 'x' }] })
    publish(hub, dapp, TOPIC, 'a')
    publish(hub, dapp, PAIRING, 'b')
    publish(hub, dapp, SESSION, 'c')
    expect(wallet.deliveries().map((frame) => frame.params?.data.message)).toEqual(['c'])
    hub.disconnect(wallet)
    expect(hub.stats().subscribedTopics).toBe(0)
  })

  it('rule: wc_proposeSession subscribes the dApp to the pairing topic and holds the proposal for the wallet', () => {
    const hub = createRelayHub()
    const dapp = peer('did:key:dapp')
    const wallet = peer('did:key:wallet')
    call(hub, dapp, 'wc_proposeSession', { pairingTopic: PAIRING, sessionProposal: 'encrypted-proposal', ttl: 300, correlationId: 1 })
    expect(dapp.replies()).toMatchObject([{ result: true }])
    call(hub, wallet, 'irn_subscribe', { topic: PAIRING })
    expect(wallet.deliveries().map((frame) => frame.params?.data)).toMatchObject([{ topic: PAIRING, message: 'encrypted-proposal' }])
    // The dApp now hears the pairing topic without ever sending irn_subscribe.
    publish(hub, wallet, PAIRING, 'rejection')
    expect(dapp.deliveries().map((frame) => frame.params)).toMatchObject([{ id: hashMessage(PAIRING + 'did:key:dapp'), data: { message: 'rejection' } }])
  })

  it('rule: wc_approveSession answers the dApp on the pairing topic, holds the settlement on the session topic, and subscribes the wallet to it', () => {
    const hub = createRelayHub()
    const dapp = peer('did:key:dapp')
    const wallet = peer('did:key:wallet')
    call(hub, dapp, 'wc_proposeSession', { pairingTopic: PAIRING, sessionProposal: 'proposal', ttl: 300 })
    call(hub, wallet, 'irn_subscribe', { topic: PAIRING })
    call(hub, wallet, 'wc_approveSession', {
      sessionTopic: SESSION, pairingTopic: PAIRING, sessionProposalResponse: 'response', sessionSettlementRequest: 'settle', ttl: 300, correlationId: 1,
    })
    expect(wallet.replies().at(-1)).toMatchObject({ result: true })
    expect(dapp.deliveries().map((frame) => frame.params?.data.message)).toEqual(['response'])
    // The wallet is not sent its own settlement, on either topic.
    expect(wallet.deliveries().map((frame) => frame.params?.data.message)).toEqual(['proposal'])
    call(hub, dapp, 'irn_subscribe', { topic: SESSION })
    expect(dapp.deliveries().map((frame) => frame.params?.data)).toMatchObject([{ message: 'response' }, { topic: SESSION, message: 'settle' }])
    publish(hub, dapp, SESSION, 'settle-ack')
    expect(wallet.deliveries().map((frame) => frame.params?.data.message)).toEqual(['proposal', 'settle-ack'])
  })

  it('rule: irn_fetchMessages and irn_batchFetchMessages hand over the held messages once', () => {
    const hub = createRelayHub()
    const dapp = peer('did:key:dapp')
    const wallet = peer('did:key:wallet')
    publish(hub, dapp, TOPIC, 'a')
    publish(hub, dapp, PAIRING, 'b')
    call(hub, wallet, 'irn_batchFetchMessages', { topics: [TOPIC, PAIRING] })
    expect(wallet.replies()[0]?.result).toMatchObject({ hasMore: false, messages: [{ topic: TOPIC, message: 'a' }, { topic: PAIRING, message: 'b' }] })
    call(hub, wallet, 'irn_fetchMessages', { topic: TOPIC })
    expect(wallet.replies()[1]?.result).toEqual({ hasMore: false, messages: [] })
    call(hub, wallet, 'irn_subscribe', { topic: TOPIC })
    expect(wallet.deliveries()).toEqual([])
  })

  it('rule: irn_batchPublish holds every message', () => {
    const hub = createRelayHub()
    const wallet = peer('did:key:wallet')
    call(hub, peer('did:key:dapp'), 'irn_batchPublish', { messages: [{ topic: TOPIC, message: 'a', ttl: 300 }, { topic: TOPIC, message: 'b', ttl: 300 }] })
    call(hub, wallet, 'irn_subscribe', { topic: TOPIC })
    expect(wallet.deliveries().map((frame) => frame.params?.data.message)).toEqual(['a', 'b'])
  })

  it('rule: an unknown method gets -32601 naming it, and the hub keeps serving', () => {
    const hub = createRelayHub()
    const client = peer('did:key:c')
    const id = call(hub, client, 'irn_ping')
    call(hub, client, 'constructor')
    call(hub, client, 'x'.repeat(500))
    expect(client.frames[0]).toMatchObject({ id, error: { code: -32601, message: expect.stringMatching(/^Unknown method "irn_ping": this relay answers irn_subscribe, /) } })
    expect(client.frames[1]).toMatchObject({ error: { code: -32601 } })
    expect(client.frames[2]?.error?.message.length).toBeLessThan(300)
    call(hub, client, 'irn_subscribe', { topic: TOPIC })
    expect(client.frames[3]).toMatchObject({ result: expect.any(String) })
  })

  it('rule: wrong params get -32602 naming the problem, and nothing is half made', () => {
    const hub = createRelayHub()
    const client = peer('did:key:c')
    const cases: [string, unknown, RegExp][] = [
      ['irn_subscribe', undefined, /Invalid params/],
      ['irn_subscribe', { topic: 'not-hex' }, /topic: a topic must be 64 hexadecimal characters/],
      ['irn_batchSubscribe', { topics: [TOPIC, 'bad'] }, /topics\.1: a topic must be/],
      ['irn_batchSubscribe', { topics: [] }, /topics must not be empty/],
      ['irn_publish', { topic: TOPIC, message: 'm' }, /ttl/],
      ['irn_publish', { topic: TOPIC, message: '', ttl: 300 }, /message must not be empty/],
      ['irn_publish', { topic: TOPIC, message: 'm', ttl: 0.5 }, /ttl must be a whole number/],
      ['irn_publish', { topic: TOPIC, message: 'm', ttl: 99_999_999 }, /ttl must be at most 30 days/],
      ['irn_unsubscribe', { topic: TOPIC }, /id/],
      ['wc_proposeSession', { pairingTopic: TOPIC }, /sessionProposal/],
      ['wc_approveSession', { sessionTopic: SESSION, pairingTopic: 'x', sessionProposalResponse: 'r', sessionSettlementRequest: 's' }, /pairingTopic/],
    ]
    for (const [method, params, message] of cases) {
      client.frames.length = 0
      call(hub, client, method, params)
      expect(client.frames, method).toMatchObject([{ error: { code: -32602, message: expect.stringMatching(message) } }])
    }
    expect(hub.stats()).toEqual({ heldMessages: 0, subscribedTopics: 0 })
  })

  it('rule: frames that are not JSON-RPC get an error, and an answer to an unknown delivery is ignored', () => {
    const hub = createRelayHub()
    const client = peer('did:key:c')
    hub.receive(client, 'not json')
    hub.receive(client, '[]')
    hub.receive(client, '{"id":999,"jsonrpc":"2.0","result":true}')
    expect(client.frames).toMatchObject([{ id: null, error: { code: -32700 } }, { id: null, error: { code: -32600 } }])
  })
})

describe('per-client caps', () => {
  const topic = (n: number) => n.toString(16).padStart(64, '0')

  it('rule: a client past its subscription cap, over all its connections, is refused with a limit error; a repeat or an unsubscribe makes room', () => {
    const hub = createRelayHub({ maxSubscriptionsPerClient: 3 })
    const first = peer('did:key:busy')
    const second = peer('did:key:busy')
    call(hub, first, 'irn_subscribe', { topic: topic(1) })
    call(hub, first, 'irn_subscribe', { topic: topic(2) })
    call(hub, second, 'irn_subscribe', { topic: topic(3) })
    call(hub, second, 'irn_subscribe', { topic: topic(4) })
    expect(second.replies().at(-1)).toMatchObject({ error: { code: -32000, message: 'Too many subscriptions: at most 3 topics per client.' } })
    call(hub, first, 'irn_subscribe', { topic: topic(1) })
    expect(first.replies().at(-1)).toMatchObject({ result: expect.any(String) })
    call(hub, first, 'irn_unsubscribe', { topic: topic(1), id: 'x' })
    call(hub, second, 'irn_subscribe', { topic: topic(4) })
    expect(second.replies().at(-1)).toMatchObject({ result: expect.any(String) })
    // Another client is counted on its own.
    const other = peer('did:key:other')
    call(hub, other, 'irn_subscribe', { topic: topic(1) })
    expect(other.replies().at(-1)).toMatchObject({ result: expect.any(String) })
  })

  it('rule: a client past its cap of parked messages is refused until some expire; others still publish', () => {
    vi.useFakeTimers({ now: 1_700_000_000_000 })
    const hub = createRelayHub({ maxHeldPerClient: 2 })
    const noisy = peer('did:key:noisy')
    publish(hub, noisy, topic(1), 'a', 60)
    publish(hub, noisy, topic(2), 'b', 300)
    publish(hub, noisy, topic(3), 'c', 300)
    expect(noisy.replies().map((reply) => reply.error?.message ?? 'ok')).toEqual(['ok', 'ok', 'Too many parked messages: at most 2 per client until they are delivered or expire.'])
    expect(hub.stats().heldMessages).toBe(2)
    const quiet = peer('did:key:quiet')
    publish(hub, quiet, topic(3), 'd')
    expect(quiet.replies()).toMatchObject([{ result: true }])
    vi.advanceTimersByTime(61_000)
    hub.sweep()
    publish(hub, noisy, topic(3), 'c', 300)
    expect(noisy.replies().at(-1)).toMatchObject({ result: true })
  })
})
