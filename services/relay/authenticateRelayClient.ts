import { decodeJWT, verifyJWT } from '@walletconnect/relay-auth'
import * as z from 'zod'

/** Who is on a connection, from the query the SDK puts in the relay URL (formatRelayRpcUrl). */
export interface RelayClient {
  /** The JWT's issuer, a did:key: the same id the SDK hashes into its subscription ids. */
  clientId: string
  projectId: string | undefined
  /** The SDK's `ua`, e.g. `wc-2/js-2.25.0/linux/node`. */
  userAgent: string | undefined
}

export type RelayAuthResult = { ok: true; client: RelayClient } | { ok: false; reason: string }

export interface RelayAuthRequest {
  /** The upgrade request's path and query. */
  url: string | undefined
  /** Its Host header: the relay the client meant, which the JWT's audience must name. */
  host: string | undefined
}

/** JWTs the SDK makes are about 330 characters. */
const MAX_AUTH_LENGTH = 2048
/** Clocks differ: an issue time this far ahead of ours is still accepted. */
const CLOCK_SKEW_SECONDS = 5 * 60
/** The SDK asks for a day; a JWT meant to live longer than a week is not one it made. */
const MAX_LIFETIME_SECONDS = 7 * 24 * 60 * 60

// The SDK's JWT (relay-auth's signJWT): { alg: EdDSA, typ: JWT } and { iss, sub, aud, iat, exp },
// with aud the relay URL the client was given and the times in whole seconds.
const headerSchema = z.object({ alg: z.literal('EdDSA'), typ: z.literal('JWT') })
const claimsSchema = z.object({
  iss: z.string('"iss" must be a did:key').startsWith('did:key:z', '"iss" must be a did:key'),
  aud: z.string('"aud" must be the relay URL').max(512),
  iat: z.int('"iat" must be whole seconds'),
  exp: z.int('"exp" must be whole seconds'),
})

/**
 * Checks the `auth` query parameter: a JWT signed with the client's ed25519 key (EdDSA), issued by
 * that key as a did:key, meant for this relay (its audience is the ws:// URL the client dialled),
 * issued no later than now and not expired. @walletconnect/relay-auth checks the signature. The
 * reasons are short enough for a WebSocket close frame (123 bytes).
 */
export async function authenticateRelayClient(request: RelayAuthRequest, now: () => number = Date.now): Promise<RelayAuthResult> {
  const query = new URL(request.url ?? '/', 'ws://relay.invalid').searchParams
  const auth = query.get('auth')
  if (!auth) return refuse('Missing auth: connect with ?auth=<did:key JWT> as the WalletConnect SDK does')
  if (auth.length > MAX_AUTH_LENGTH) return refuse('The auth JWT is too long')
  if (!/^[\w-]+\.[\w-]+\.[\w-]+$/.test(auth)) return refuse('Malformed auth JWT: expected three base64url parts')
  const claims = await readClaims(auth)
  if (typeof claims === 'string') return refuse(claims)
  if (!namesThisRelay(claims.aud, request.host)) return refuse('The auth JWT is for another relay ("aud")')
  const seconds = now() / 1000
  if (claims.iat > seconds + CLOCK_SKEW_SECONDS) return refuse('The auth JWT is issued in the future ("iat")')
  if (claims.exp - claims.iat > MAX_LIFETIME_SECONDS) return refuse('The auth JWT lives longer than a week')
  if (claims.exp <= seconds) return refuse('The auth JWT has expired')
  return {
    ok: true,
    client: { clientId: claims.iss, projectId: query.get('projectId') ?? undefined, userAgent: query.get('ua') ?? undefined },
  }
}

/** The claims of a well-formed, correctly signed JWT, or why it is not one. */
async function readClaims(auth: string): Promise<z.infer<typeof claimsSchema> | string> {
  let decoded: { header: unknown; payload: unknown }
  try {
    decoded = decodeJWT(auth)
  } catch {
    // decodeJWT throws on bad base64url or JSON.
    return 'Malformed auth JWT: it does not decode'
  }
  if (!headerSchema.safeParse(decoded.header).success) return 'Malformed auth JWT: the header must be {"alg":"EdDSA","typ":"JWT"}'
  if (typeof decoded.payload !== 'object' || decoded.payload === null) return 'Malformed auth JWT: no JSON payload'
  const claims = claimsSchema.safeParse(decoded.payload)
  if (!claims.success) return `Malformed auth JWT: ${claims.error.issues[0]?.message ?? 'bad claims'}`
  try {
    if (!(await verifyJWT(auth))) return 'The auth JWT signature does not match its issuer'
  } catch {
    // verifyJWT throws on an issuer that is not a did:key it can read.
    return 'Malformed auth JWT: it does not decode'
  }
  return claims.data
}

/** Whether a JWT's audience is a ws(s) URL of the host the client connected to. */
function namesThisRelay(audience: string, host: string | undefined): boolean {
  try {
    const url = new URL(audience)
    return (url.protocol === 'ws:' || url.protocol === 'wss:') && host !== undefined && url.host === host.toLowerCase()
  } catch {
    return false
  }
}

const refuse = (reason: string): RelayAuthResult => ({ ok: false, reason })
