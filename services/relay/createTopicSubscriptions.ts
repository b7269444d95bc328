/** Which connection listens to which topic, in both directions, so a closed connection is forgotten at once. */
export interface TopicSubscriptions<Peer> {
  /** False when `peer` was already subscribed. */
  subscribe(peer: Peer, topic: string): boolean
  /** False when `peer` was not subscribed. */
  unsubscribe(peer: Peer, topic: string): boolean
  /** Removes every subscription of `peer`; returns their topics. */
  drop(peer: Peer): string[]
  subscribers(topic: string): Peer[]
  topicsOf(peer: Peer): string[]
  /** How many topics have at least one subscriber. */
  readonly topicCount: number
}

export function createTopicSubscriptions<Peer>(): TopicSubscriptions<Peer> {
  const peersByTopic = new Map<string, Set<Peer>>()
  const topicsByPeer = new Map<Peer, Set<string>>()

  const unsubscribe = (peer: Peer, topic: string): boolean => {
    const peers = peersByTopic.get(topic)
    if (!peers?.delete(peer)) return false
    if (peers.size === 0) peersByTopic.delete(topic)
    const topics = topicsByPeer.get(peer)
    topics?.delete(topic)
    if (topics?.size === 0) topicsByPeer.delete(peer)
    return true
  }

  return {
    subscribe(peer, topic) {
      const peers = peersByTopic.get(topic) ?? new Set<Peer>()
      if (peers.has(peer)) return false
      peers.add(peer)
      peersByTopic.set(topic, peers)
      const topics = topicsByPeer.get(peer) ?? new Set<string>()
      topics.add(topic)
      topicsByPeer.set(peer, topics)
      return true
    },
    unsubscribe,
    drop(peer) {
      const topics = [...(topicsByPeer.get(peer) ?? [])]
      for (const topic of topics) unsubscribe(peer, topic)
      return topics
    },
    subscribers: (topic) => [...(peersByTopic.get(topic) ?? [])],
    topicsOf: (peer) => [...(topicsByPeer.get(peer) ?? [])],
    get topicCount() {
      return peersByTopic.size
    },
  }
}
