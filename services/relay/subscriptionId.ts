import { createHash } from 'node:crypto'

/**
 * The id of `clientId`'s subscription to `topic`: sha256 of the two, in hex. The SDK computes the
 * same value on its side (Subscriber.getSubscriptionId) and never reads ours, so they must agree for
 * the `irn_subscription` ids it receives and the `irn_unsubscribe` ids it sends to match.
 */
export function subscriptionId(topic: string, clientId: string): string {
  return createHash('sha256').update(topic + clientId, 'utf8').digest('hex')
}
