import { decodeJWT, verifyJWT } from '@walletconnect/relay-auth'

/** Who is on a connection, from the query the SDK puts in the relay URL (formatRelayRpcUrl). */
export interface RelayClient {
  /** The JWT's issuer, a did:key: the same id the SDK hashes into its subscription ids. */
  clientId: string
  projectId: string | undefined
  /** The SDK's `ua`, e.g. `wc-2/js-2.25.0/linux/node`. */
  userAgent: string | undefined
}

export type RelayAuthResult = { ok: true; client: RelayClient } | { ok: false; reason: string }

/** JWTs the SDK makes are about 330 characters. */
const MAX_AUTH_LENGTH = 2048

/**
 * Checks the `auth` query parameter: a JWT signed with the client's ed25519 key (EdDSA), issued by
 * that key as a did:key, not expired. @walletconnect/relay-auth checks the signature. The reasons
 * are short enough for a WebSocket close frame (123 bytes).
 */
export async function authenticateRelayClient(requestUrl: string | undefined, now: () => number = Date.now): Promise<RelayAuthResult> {
  const query = new URL(requestUrl ?? '/', 'ws://relay.invalid').searchParams
  const auth = query.get('auth')
  if (!auth) return refuse('Missing auth: connect with ?auth=<did:key JWT> as the WalletConnect SDK does')
  if (auth.length > MAX_AUTH_LENGTH) return refuse('The auth JWT is too long')
  if (!/^[\w-]+\.[\w-]+\.[\w-]+$/.test(auth)) return refuse('Malformed auth JWT: expected three base64url parts')
  const claims = await readClaims(auth)
  if (typeof claims === 'string') return refuse(claims)
  if (claims.exp * 1000 <= now()) return refuse('The auth JWT has expired')
  return {
    ok: true,
    client: { clientId: claims.iss, projectId: query.get('projectId') ?? undefined, userAgent: query.get('ua') ?? undefined },
  }
}

/** The issuer and expiry of a well-formed, correctly signed JWT, or why it is not one. */
async function readClaims(auth: string): Promise<{ iss: string; exp: number } | string> {
  try {
    const { header, payload } = decodeJWT(auth) as { header: unknown; payload: unknown }
    const { alg, typ } = (typeof header === 'object' && header !== null ? header : {}) as { alg?: unknown; typ?: unknown }
    if (alg !== 'EdDSA' || typ !== 'JWT') return 'Malformed auth JWT: the header must be {"alg":"EdDSA","typ":"JWT"}'
    if (typeof payload !== 'object' || payload === null) return 'Malformed auth JWT: no JSON payload'
    const { iss, exp } = payload as { iss?: unknown; exp?: unknown }
    if (typeof iss !== 'string' || !iss.startsWith('did:key:z')) return 'Malformed auth JWT: "iss" must be a did:key'
    if (typeof exp !== 'number') return 'Malformed auth JWT: "exp" must be a number'
    if (!(await verifyJWT(auth))) return 'The auth JWT signature does not match its issuer'
    return { iss, exp }
  } catch {
    // decodeJWT and verifyJWT throw on bad base64url, JSON or did:key.
    return 'Malformed auth JWT: it does not decode'
  }
}

const refuse = (reason: string): RelayAuthResult => ({ ok: false, reason })
