import { createAppClient, viemConnector } from '@farcaster/auth-client'
import * as z from 'zod'
import { FrameServerError } from '../FrameServerError.js'

/** The hosted relay, which @farcaster/auth-client also defaults to. */
export const HOSTED_FARCASTER_RELAY = 'https://relay.farcaster.xyz'
/** Optimism's public RPC, where the IdRegistry and KeyRegistry live; a production server should name its own. */
export const OPTIMISM_PUBLIC_RPC = 'https://mainnet.optimism.io'

export interface FarcasterConfig {
  /** The auth relay (PORTICO_FARCASTER_RELAY): the hosted one, or services/farcaster's stand-in. */
  relayUrl: string
  /** An Optimism RPC (PORTICO_FARCASTER_RPC) for the registries: the devnet holds stand-ins at their addresses. */
  rpcUrl: string
}

const hex = z.string().regex(/^0x[0-9a-fA-F]{2,4096}$/)
const channelAnswer = z.object({ channelToken: z.string().min(1).max(256), url: z.string().max(2_048).refine((value) => URL.canParse(value)), nonce: z.string().max(256) })
/** The relay's status, parsed: the relay is a party the server does not trust with the verdict (verify() checks). */
const statusAnswer = z.discriminatedUnion('state', [
  z.object({ state: z.literal('pending') }),
  z.object({ state: z.literal('completed'), message: z.string().min(1).max(8_192), signature: hex, username: z.optional(z.string().max(64)) }),
])
export type FarcasterStatus = z.infer<typeof statusAnswer> | { state: 'expired' }

export interface FarcasterClient {
  /** Opens a relay channel for a sign-in on `domain` with `nonce`; rejects FARCASTER_UNAVAILABLE when the relay cannot be reached or refuses. */
  createChannel(request: { siweUri: string; domain: string; nonce: string }): Promise<z.infer<typeof channelAnswer>>
  /** The channel's state; `expired` when the relay no longer knows it (401). */
  status(channelToken: string): Promise<FarcasterStatus>
  /**
   * Verifies the signed message against Optimism's registries: that it is for `nonce` and
   * `domain` and signed by the custody (or an auth address) of the fid it names. The fid; rejects
   * FARCASTER_REFUSED otherwise, FARCASTER_UNAVAILABLE when the chain cannot be read.
   */
  verify(request: { message: string; signature: `0x${string}`; nonce: string; domain: string }): Promise<{ fid: number }>
}

/** @farcaster/auth-client's AppClient on the configured relay and RPC, its answers parsed and its failures coded. */
export function createFarcasterClient(config: FarcasterConfig): FarcasterClient {
  const app = createAppClient({ relay: config.relayUrl, ethereum: viemConnector({ rpcUrl: config.rpcUrl }) })
  const unavailable = (details: string) => new FrameServerError('FARCASTER_UNAVAILABLE', { details })
  return {
    async createChannel(request) {
      const created = await app.createChannel(request)
      if (created.isError) throw unavailable(created.error?.message ?? 'the relay could not be reached')
      const parsed = channelAnswer.safeParse(created.data)
      if (created.response.status !== 201 || !parsed.success) throw unavailable(`the relay answered ${created.response.status}`)
      return parsed.data
    },
    async status(channelToken) {
      const answer = await app.status({ channelToken })
      if (answer.isError) throw unavailable(answer.error?.message ?? 'the relay could not be reached')
      if (answer.response.status === 401 || answer.response.status === 404) return { state: 'expired' }
      const parsed = statusAnswer.safeParse(answer.data)
      if (!parsed.success || (answer.response.status !== 200 && answer.response.status !== 202)) throw unavailable(`the relay answered ${answer.response.status}`)
      return parsed.data
    },
    async verify(request) {
      const verified = await app.verifySignInMessage({ ...request, acceptAuthAddress: true })
      if (!verified.isError && verified.success) return { fid: verified.fid }
      // 'unavailable' is the registry read failing; anything else is the message or signature.
      if (verified.error?.errCode === 'unavailable') throw unavailable(verified.error.message)
      throw new FrameServerError('FARCASTER_REFUSED', { details: verified.error?.message ?? 'not verified' })
    },
  }
}
