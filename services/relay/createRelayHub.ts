import { formatError, formatRequest, formatResult } from './formatRelayFrame.js'
import { createMessageQueue, type HeldMessage, type MessageQueueOptions } from './createMessageQueue.js'
import { createTopicSubscriptions } from './createTopicSubscriptions.js'
import { parseRelayFrame } from './parseRelayFrame.js'
import { relayMethods, type RelayMethodContext, type SubscriptionData } from './relayMethods.js'
import { RelayRpcError, RPC_INTERNAL_ERROR, RPC_LIMIT_EXCEEDED, RPC_METHOD_NOT_FOUND } from './RelayRpcError.js'
import { subscriptionId } from './subscriptionId.js'

/** One authenticated connection, as the hub sees it. */
export interface RelayPeer {
  /** The did:key the client signed its auth JWT with. */
  readonly clientId: string
  send(frame: string): void
}

export interface RelayHub {
  /** Handles one text frame from `peer`; answers on `peer.send`. Never throws. */
  receive(peer: RelayPeer, text: string): void
  /** Forgets `peer`: its subscriptions go, and what it had not acknowledged waits for its next subscribe. */
  disconnect(peer: RelayPeer): void
  /** Forgets the messages whose ttl ran out. */
  sweep(): void
  /** How many messages are held, and how many topics have a subscriber (for tests and logs). */
  stats(): { heldMessages: number; subscribedTopics: number }
}

export interface RelayHubOptions extends MessageQueueOptions {
  /** Topics one client (did:key) may listen to at once, over all its connections. */
  maxSubscriptionsPerClient?: number
  /** Messages one client may have parked here, waiting for their subscribers, at once. */
  maxHeldPerClient?: number
}

/** Fetch answers hold at most this many messages; `hasMore` says to ask again. */
const FETCH_PAGE = 500
const METHOD_NAMES = Object.keys(relayMethods).join(', ')

/**
 * The relay's logic without the sockets: topic subscriptions, the held messages and their delivery
 * (`irn_subscription`, acknowledged by the client), and the JSON-RPC methods of relayMethods.
 */
export function createRelayHub(options: RelayHubOptions = {}): RelayHub {
  const { maxSubscriptionsPerClient = 1000, maxHeldPerClient = 1000 } = options
  const queue = createMessageQueue(options)
  const subscriptions = createTopicSubscriptions<RelayPeer>()
  /** Every open connection of a client, to count its subscriptions over all of them. */
  const peersOf = new Map<string, Set<RelayPeer>>()
  const subscriptionsOf = (clientId: string) =>
    [...(peersOf.get(clientId) ?? [])].reduce((sum, peer) => sum + subscriptions.topicsOf(peer).length, 0)
  /** Per peer, the relay's irn_subscription requests not yet acknowledged. */
  const inFlight = new Map<RelayPeer, Map<number, HeldMessage>>()
  let nextRequestId = 1

  const deliver = (peer: RelayPeer, held: HeldMessage) => {
    const pending = inFlight.get(peer) ?? new Map<number, HeldMessage>()
    if ([...pending.values()].includes(held)) return
    const requestId = nextRequestId++
    pending.set(requestId, held)
    inFlight.set(peer, pending)
    peer.send(formatRequest(requestId, 'irn_subscription', {
      id: subscriptionId(held.topic, peer.clientId),
      data: toSubscriptionData(held),
    }))
  }

  const contextFor = (peer: RelayPeer, afterReply: (() => void)[]): RelayMethodContext => ({
    subscribe(topic) {
      // A development relay on a laptop still must not be filled by one runaway client.
      if (!subscriptions.topicsOf(peer).includes(topic) && subscriptionsOf(peer.clientId) >= maxSubscriptionsPerClient) {
        throw new RelayRpcError(RPC_LIMIT_EXCEEDED, `Too many subscriptions: at most ${maxSubscriptionsPerClient} topics per client.`)
      }
      const peers = peersOf.get(peer.clientId) ?? new Set<RelayPeer>()
      peersOf.set(peer.clientId, peers.add(peer))
      subscriptions.subscribe(peer, topic)
      afterReply.push(() => {
        for (const held of queue.pendingFor(topic, peer.clientId)) deliver(peer, held)
      })
      return subscriptionId(topic, peer.clientId)
    },
    unsubscribe(topic) {
      subscriptions.unsubscribe(peer, topic)
    },
    publish(input) {
      if (queue.heldBy(peer.clientId) >= maxHeldPerClient) {
        throw new RelayRpcError(RPC_LIMIT_EXCEEDED, `Too many parked messages: at most ${maxHeldPerClient} per client until they are delivered or expire.`)
      }
      const held = queue.hold({ ...input, publisherId: peer.clientId })
      afterReply.push(() => {
        for (const subscriber of subscriptions.subscribers(held.topic)) {
          if (subscriber.clientId !== peer.clientId) deliver(subscriber, held)
        }
      })
    },
    fetch(topics) {
      const pending = topics.flatMap((topic) => queue.pendingFor(topic, peer.clientId))
      const page = pending.slice(0, FETCH_PAGE)
      for (const held of page) queue.acknowledge(held, peer.clientId)
      return { messages: page.map(toSubscriptionData), hasMore: pending.length > page.length }
    },
  })

  return {
    receive(peer, text) {
      const frame = parseRelayFrame(text)
      if (frame.kind === 'invalid') return peer.send(formatError(frame.id, frame.error))
      if (frame.kind === 'response') {
        const pending = inFlight.get(peer)
        const requestId = typeof frame.id === 'object' ? Number.NaN : Number(frame.id)
        const held = pending?.get(requestId)
        if (!held) return
        pending!.delete(requestId)
        // An error answer leaves the message unacknowledged: it comes again on the next subscribe.
        if (frame.ok) queue.acknowledge(held, peer.clientId)
        return
      }
      const method = Object.hasOwn(relayMethods, frame.method) ? relayMethods[frame.method] : undefined
      if (!method) {
        return peer.send(formatError(frame.id, new RelayRpcError(RPC_METHOD_NOT_FOUND,
          `Unknown method ${quoteMethod(frame.method)}: this relay answers ${METHOD_NAMES}.`)))
      }
      const afterReply: (() => void)[] = []
      let reply: string
      try {
        reply = formatResult(frame.id, method(contextFor(peer, afterReply), frame.params))
      } catch (error) {
        if (!(error instanceof RelayRpcError)) console.error(`Portico relay: ${frame.method} failed`, error)
        return peer.send(formatError(frame.id, error instanceof RelayRpcError ? error : new RelayRpcError(RPC_INTERNAL_ERROR, 'Internal relay error.')))
      }
      peer.send(reply)
      for (const run of afterReply) run()
    },
    disconnect(peer) {
      const peers = peersOf.get(peer.clientId)
      peers?.delete(peer)
      if (peers?.size === 0) peersOf.delete(peer.clientId)
      subscriptions.drop(peer)
      inFlight.delete(peer)
    },
    sweep() {
      queue.sweep()
    },
    stats() {
      return { heldMessages: queue.size, subscribedTopics: subscriptions.topicCount }
    },
  }
}

function toSubscriptionData(held: HeldMessage): SubscriptionData {
  return {
    topic: held.topic,
    message: held.message,
    publishedAt: held.publishedAt,
    ...(held.attestation === undefined ? {} : { attestation: held.attestation }),
  }
}

/** The method name as the error quotes it: short and printable, whatever the client sent. */
function quoteMethod(method: string): string {
  return JSON.stringify(method.length > 64 ? `${method.slice(0, 64)}…` : method)
}
