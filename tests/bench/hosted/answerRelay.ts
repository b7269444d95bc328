import { randomBytes } from 'node:crypto'

/**
 * What a WalletConnect relay answers a client that only sets up (no wallet ever pairs in the
 * bench): subscriptions get ids, publishes are accepted, mailbox fetches are empty. Anything else
 * is acknowledged, so no client retries in a loop and skews the timings.
 */
export function answerRelay(text: string): string | undefined {
  let message: { id?: unknown; method?: unknown; params?: Record<string, unknown> }
  try {
    message = JSON.parse(text) as typeof message
  } catch {
    return undefined
  }
  if (message.id === undefined || typeof message.method !== 'string') return undefined
  const result = relayResult(message.method, message.params ?? {})
  return JSON.stringify({ id: message.id, jsonrpc: '2.0', result })
}

function relayResult(method: string, params: Record<string, unknown>): unknown {
  const subscriptionId = () => randomBytes(32).toString('hex')
  if (method.endsWith('_subscribe')) return subscriptionId()
  if (method.endsWith('_batchSubscribe')) return (Array.isArray(params.topics) ? params.topics : []).map(subscriptionId)
  if (method.endsWith('_fetchMessages') || method.endsWith('_batchFetchMessages')) return { messages: [], hasMore: false }
  return true
}
