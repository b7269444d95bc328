/** A published message the relay holds until its ttl runs out. */
export interface HeldMessage {
  /** The relay's own number for it. */
  readonly id: number
  readonly topic: string
  readonly message: string
  /** Milliseconds since the epoch, as irn_subscription reports it. */
  readonly publishedAt: number
  readonly expiresAt: number
  readonly tag: number
  readonly attestation: string | undefined
  /** The client id (did:key) of the publisher, which is never sent its own message. */
  readonly publisherId: string
}

export interface HoldInput {
  topic: string
  message: string
  /** Seconds. */
  ttl: number
  tag?: number | undefined
  attestation?: string | undefined
  publisherId: string
}

export interface MessageQueue {
  hold(input: HoldInput): HeldMessage
  /** The messages of `topic` still within their ttl that `clientId` neither published nor acknowledged, oldest first. */
  pendingFor(topic: string, clientId: string): HeldMessage[]
  /** `clientId` has the message: it is not delivered to that client again. */
  acknowledge(message: HeldMessage, clientId: string): void
  /** How many live messages `publisherId` has parked here. */
  heldBy(publisherId: string): number
  /** Forgets the expired messages; returns how many went. */
  sweep(): number
  readonly size: number
}

export interface MessageQueueOptions {
  now?: () => number
  /** The oldest message of a topic goes when a new one would pass this many. */
  maxPerTopic?: number
}

interface Entry {
  held: HeldMessage
  acknowledgedBy: Set<string>
}

/**
 * The relay's mailbox: every published message stays for its ttl, so a client that subscribes (or
 * fetches) later still gets it, and each client gets it once. WalletConnect depends on this: the
 * dApp publishes the session proposal before any wallet has scanned the QR code, and the wallet
 * publishes the session settlement before the dApp has learned the session topic.
 */
export function createMessageQueue(options: MessageQueueOptions = {}): MessageQueue {
  const now = options.now ?? Date.now
  const maxPerTopic = options.maxPerTopic ?? 1000
  const byTopic = new Map<string, Entry[]>()
  const entries = new WeakMap<HeldMessage, Entry>()
  const countByPublisher = new Map<string, number>()
  let nextId = 1
  let size = 0

  const count = (entries: readonly Entry[], step: 1 | -1) => {
    for (const { held } of entries) {
      const next = (countByPublisher.get(held.publisherId) ?? 0) + step
      if (next > 0) countByPublisher.set(held.publisherId, next)
      else countByPublisher.delete(held.publisherId)
    }
    size += step * entries.length
  }

  const live = (topic: string): Entry[] => {
    const list = byTopic.get(topic)
    if (!list) return []
    const time = now()
    const kept = list.filter((entry) => entry.held.expiresAt > time)
    if (kept.length !== list.length) count(list.filter((entry) => entry.held.expiresAt <= time), -1)
    if (kept.length === 0) byTopic.delete(topic)
    else if (kept.length !== list.length) byTopic.set(topic, kept)
    return kept
  }

  return {
    hold(input) {
      const publishedAt = now()
      const held: HeldMessage = {
        id: nextId++,
        topic: input.topic,
        message: input.message,
        publishedAt,
        expiresAt: publishedAt + input.ttl * 1000,
        tag: input.tag ?? 0,
        attestation: input.attestation,
        publisherId: input.publisherId,
      }
      const entry: Entry = { held, acknowledgedBy: new Set() }
      entries.set(held, entry)
      const list = live(input.topic)
      list.push(entry)
      count([entry], 1)
      if (list.length > maxPerTopic) count([list.shift()!], -1)
      byTopic.set(input.topic, list)
      return held
    },
    pendingFor(topic, clientId) {
      return live(topic)
        .filter((entry) => entry.held.publisherId !== clientId && !entry.acknowledgedBy.has(clientId))
        .map((entry) => entry.held)
    },
    acknowledge(message, clientId) {
      entries.get(message)?.acknowledgedBy.add(clientId)
    },
    heldBy: (publisherId) => countByPublisher.get(publisherId) ?? 0,
    sweep() {
      const before = size
      for (const topic of [...byTopic.keys()]) live(topic)
      return before - size
    },
    get size() {
      return size
    },
  }
}
