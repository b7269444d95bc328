import type * as z from 'zod'
import type { HoldInput } from './createMessageQueue.js'
import {
  approveSessionParams, batchFetchMessagesParams, batchPublishParams, batchSubscribeParams, batchUnsubscribeParams,
  fetchMessagesParams, proposeSessionParams, publishParams, subscribeParams, unsubscribeParams, type PublishParams,
} from './relayParams.js'
import { RelayRpcError, RPC_INVALID_PARAMS } from './RelayRpcError.js'

/** A message as irn_subscription and the fetch methods hand it to a client (relay-api's SubscriptionData). */
export interface SubscriptionData {
  topic: string
  message: string
  publishedAt: number
  attestation?: string
}

/** What a method may do, on behalf of the client whose connection sent it. */
export interface RelayMethodContext {
  /** Subscribes the connection; the topic's held messages follow the reply. Returns the subscription id. */
  subscribe(topic: string): string
  unsubscribe(topic: string): void
  /** Holds the message for its ttl and, after the reply, delivers it to the topic's subscribers. */
  publish(input: Omit<HoldInput, 'publisherId'>): void
  /** The held messages the client has not had yet, which count as delivered from now on. */
  fetch(topics: readonly string[]): { messages: SubscriptionData[]; hasMore: boolean }
}

export type RelayMethod = (context: RelayMethodContext, params: unknown) => unknown

/** The SDK's tags for the messages the relay writes itself (sign-client ENGINE_RPC_OPTS). */
const TAG_SESSION_PROPOSE_REQUEST = 1100
const TAG_SESSION_PROPOSE_RESPONSE = 1101
const TAG_SESSION_SETTLE_REQUEST = 1102
/** wc_sessionPropose and wc_sessionSettle live five minutes (sign-client ENGINE_RPC_OPTS). */
const SESSION_HANDSHAKE_TTL = 300

const publish = (context: RelayMethodContext, params: PublishParams) =>
  context.publish({ topic: params.topic, message: params.message, ttl: params.ttl, tag: params.tag, attestation: params.attestation })

/**
 * The relay JSON-RPC of WalletConnect v2, by method name. Read from @walletconnect/core 2.25's
 * Subscriber (irn_subscribe, irn_batchSubscribe, irn_unsubscribe, irn_batchFetchMessages), Publisher
 * (irn_publish, and publishCustom for the two below) and @walletconnect/relay-api (the batch variants).
 * Since Sign 2.5 the SDK sends the session handshake through wc_proposeSession and wc_approveSession,
 * and subscribes to the pairing topic (dApp) and the session topic (wallet) only locally
 * (`skipSubscribe`): the relay makes those subscriptions itself when it receives the two calls.
 */
export const relayMethods: Readonly<Record<string, RelayMethod>> = {
  irn_subscribe: (context, params) => context.subscribe(parse(subscribeParams, params).topic),
  irn_batchSubscribe: (context, params) => parse(batchSubscribeParams, params).topics.map((topic) => context.subscribe(topic)),
  irn_unsubscribe: (context, params) => {
    context.unsubscribe(parse(unsubscribeParams, params).topic)
    return true
  },
  irn_batchUnsubscribe: (context, params) => {
    for (const { topic } of parse(batchUnsubscribeParams, params).subscriptions) context.unsubscribe(topic)
    return true
  },
  irn_publish: (context, params) => {
    publish(context, parse(publishParams, params))
    return true
  },
  irn_batchPublish: (context, params) => {
    for (const message of parse(batchPublishParams, params).messages) publish(context, message)
    return true
  },
  irn_fetchMessages: (context, params) => context.fetch([parse(fetchMessagesParams, params).topic]),
  irn_batchFetchMessages: (context, params) => context.fetch(parse(batchFetchMessagesParams, params).topics),
  wc_proposeSession: (context, params) => {
    const { pairingTopic, sessionProposal, ttl, attestation } = parse(proposeSessionParams, params)
    // The dApp waits on the pairing topic for the wallet's answer.
    context.subscribe(pairingTopic)
    context.publish({
      topic: pairingTopic, message: sessionProposal, ttl: ttl ?? SESSION_HANDSHAKE_TTL, tag: TAG_SESSION_PROPOSE_REQUEST, attestation,
    })
    return true
  },
  wc_approveSession: (context, params) => {
    const { sessionTopic, pairingTopic, sessionProposalResponse, sessionSettlementRequest, ttl, attestation } = parse(approveSessionParams, params)
    const lifetime = ttl ?? SESSION_HANDSHAKE_TTL
    // The wallet waits on the session topic for the dApp's answer to the settlement.
    context.subscribe(sessionTopic)
    context.publish({ topic: pairingTopic, message: sessionProposalResponse, ttl: lifetime, tag: TAG_SESSION_PROPOSE_RESPONSE, attestation })
    // Held until the dApp, having read the response, derives the session topic and subscribes.
    context.publish({ topic: sessionTopic, message: sessionSettlementRequest, ttl: lifetime, tag: TAG_SESSION_SETTLE_REQUEST, attestation })
    return true
  },
}

/** The method's params, or a JSON-RPC invalid-params error naming the first problem (never echoing the value). */
function parse<S extends z.ZodType>(schema: S, params: unknown): z.infer<S> {
  const parsed = schema.safeParse(params)
  if (parsed.success) return parsed.data
  const issue = parsed.error.issues[0]
  const path = issue?.path.map(String).join('.')
  throw new RelayRpcError(RPC_INVALID_PARAMS, `Invalid params: ${path ? `${path}: ` : ''}${issue?.message ?? 'not accepted'}`)
}
