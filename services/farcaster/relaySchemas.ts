import * as z from 'zod'

/**
 * The bodies the Farcaster auth relay reads, as @farcaster/auth-client sends them: an app's
 * createChannel (POST /v1/channel) and a Farcaster app's authenticate (POST
 * /v1/channel/authenticate). Bounded, so a client cannot make the stand-in hold much.
 */

const text = (max: number) => z.string().min(1).max(max)
const url = z.string().max(2_048).refine((value) => URL.canParse(value), 'must be a URL')

export const createChannelSchema = z.strictObject({
  siweUri: url,
  domain: text(253),
  /** SIWE's nonce: at least 8 letters and digits (EIP-4361). */
  nonce: z.optional(z.string().regex(/^[A-Za-z0-9]{8,96}$/, 'nonce must be 8 to 96 letters and digits')),
  notBefore: z.optional(z.iso.datetime()),
  expirationTime: z.optional(z.iso.datetime()),
  requestId: z.optional(text(256)),
  redirectUrl: z.optional(url),
  acceptAuthAddress: z.optional(z.boolean()),
})
export type CreateChannelBody = z.infer<typeof createChannelSchema>

export const authenticateSchema = z.strictObject({
  message: text(8_192),
  signature: z.string().regex(/^0x[0-9a-fA-F]{2,2048}$/, 'signature must be 0x and hex digits'),
  authMethod: z.optional(z.enum(['custody', 'authAddress'])),
  fid: z.int().min(1).max(Number.MAX_SAFE_INTEGER),
  username: z.optional(z.string().max(64)),
  bio: z.optional(z.string().max(512)),
  displayName: z.optional(z.string().max(128)),
  pfpUrl: z.optional(z.string().max(2_048)),
})
export type AuthenticateBody = z.infer<typeof authenticateSchema>

/** `Authorization: Bearer <channelToken>`, as the client sends it on status and authenticate. */
export function bearerOf(header: string | undefined): string | undefined {
  const match = /^Bearer ([A-Za-z0-9-]{1,128})$/.exec(header ?? '')
  return match?.[1]
}
