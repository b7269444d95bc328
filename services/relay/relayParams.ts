import * as z from 'zod'

/**
 * The params of the relay methods, as @walletconnect/core 2.25 sends them (its Publisher,
 * Subscriber and the sign engine's sendProposeSession / sendApproveSession) and as
 * @walletconnect/relay-api types them. Extra members are kept: the SDK adds its transaction
 * fields (correlationId, chainId, rpcMethods...) that this relay has no use for.
 */

/** 32 bytes in hex: every topic the SDK makes is a sha256 or a random 32-byte key. */
export const topic = z.string().regex(/^[0-9a-f]{64}$/i, 'a topic must be 64 hexadecimal characters')

/** Seconds; the SDK's longest is a week, the hosted relay's limit 30 days. */
const ttl = z.number().int('ttl must be a whole number of seconds').min(1, 'ttl must be at least 1 second').max(2_592_000, 'ttl must be at most 30 days')
const message = z.string().min(1, 'message must not be empty')
const tag = z.number().int().min(0)

export const publishParams = z.looseObject({
  topic,
  message,
  ttl,
  tag: tag.optional(),
  prompt: z.boolean().optional(),
  attestation: z.string().optional(),
})

const topics = z.array(topic).min(1, 'topics must not be empty').max(500, 'at most 500 topics at once')

export const subscribeParams = z.object({ topic })
export const batchSubscribeParams = z.object({ topics })
export const unsubscribeParams = z.object({ topic, id: z.string().min(1) })
export const batchUnsubscribeParams = z.object({ subscriptions: z.array(unsubscribeParams).min(1).max(500) })
export const fetchMessagesParams = z.object({ topic })
export const batchFetchMessagesParams = z.object({ topics })
export const batchPublishParams = z.object({ messages: z.array(publishParams).min(1).max(500) })

/** wc_proposeSession: the dApp's encrypted wc_sessionPropose request for the pairing topic. */
export const proposeSessionParams = z.looseObject({
  pairingTopic: topic,
  sessionProposal: message,
  ttl: ttl.optional(),
  attestation: z.string().optional(),
})

/**
 * wc_approveSession: the wallet's encrypted answer to the proposal (for the pairing topic) and its
 * wc_sessionSettle request (for the new session topic), in one call.
 */
export const approveSessionParams = z.looseObject({
  sessionTopic: topic,
  pairingTopic: topic,
  sessionProposalResponse: message,
  sessionSettlementRequest: message,
  ttl: ttl.optional(),
  attestation: z.string().optional(),
})

export type PublishParams = z.infer<typeof publishParams>
