import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import type { Sql } from '../../api/db/Sql.js'

/** How long a farcaster sign-in may take: the relay stand-in's channel lifetime, a little past the pairing view's 4 minutes. */
export const FARCASTER_ATTEMPT_TTL_MS = 5 * 60_000

export interface FarcasterAttempt {
  channelToken: string
  nonce: string
  domain: string
  /** base64url(SHA-256(verifier)): the frame page that started it holds the verifier. */
  binding: string
  expiresAt: number
}

interface AttemptRow extends Record<string, unknown> {
  channel_token: string
  nonce: string
  domain: string
  binding: string
  expires_at: number | string
}

/** Keeps an attempt under a new random id (256 bits, base64url), which the frame page is given. */
export async function storeAttempt(sql: Sql, attempt: FarcasterAttempt): Promise<string> {
  const id = randomBytes(32).toString('base64url')
  await sql.query(
    'INSERT INTO frame_farcaster_attempts (id, channel_token, nonce, domain, binding, expires_at) VALUES ($1, $2, $3, $4, $5, $6)',
    [id, attempt.channelToken, attempt.nonce, attempt.domain, attempt.binding, attempt.expiresAt],
  )
  return id
}

/**
 * The attempt `id` if `verifier` is the secret it was bound to: without it, knowing the id (or
 * the channel, which the QR code shows) opens no session. 'expired' once its time is over.
 */
export async function findAttempt(sql: Sql, id: string, verifier: string, now: number): Promise<FarcasterAttempt | 'expired' | undefined> {
  const [row] = await sql.query<AttemptRow>('SELECT channel_token, nonce, domain, binding, expires_at FROM frame_farcaster_attempts WHERE id = $1', [id])
  if (!row || !sameText(bindingOf(verifier), row.binding)) return undefined
  if (Number(row.expires_at) <= now) return 'expired'
  return { channelToken: row.channel_token, nonce: row.nonce, domain: row.domain, binding: row.binding, expiresAt: Number(row.expires_at) }
}

/** Ends an attempt: a completed channel is used once, whatever its verification said. */
export async function removeAttempt(sql: Sql, id: string): Promise<void> {
  await sql.query('DELETE FROM frame_farcaster_attempts WHERE id = $1', [id])
}

export async function sweepAttempts(sql: Sql, now: number): Promise<void> {
  await sql.query('DELETE FROM frame_farcaster_attempts WHERE expires_at <= $1', [now])
}

/** What the frame page sends as `binding` for its `verifier` (as PKCE's S256 challenge). */
export const bindingOf = (verifier: string) => createHash('sha256').update(verifier).digest('base64url')

function sameText(a: string, b: string): boolean {
  const [left, right] = [Buffer.from(a), Buffer.from(b)]
  return left.length === right.length && timingSafeEqual(left, right)
}
