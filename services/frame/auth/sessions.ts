import { createHash, randomBytes } from 'node:crypto'
import type { Sql } from '../../api/db/Sql.js'

/** How long a session lives after the code that opened it. */
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex')

/** How a session was opened: `email` by a code, else the identity provider's id and the name it gave. */
export interface SessionOrigin {
  authProvider: string
  userName?: string | undefined
}

/** A live session: its account key (an email, or `${provider}:${subject}`) and how it was opened. */
export interface FoundSession extends SessionOrigin {
  account: string
}

/**
 * A session for the account `account` (an email, or `${provider}:${subject}`; see
 * accountKeys.ts): 256 random bits as base64url, of which only the SHA-256 is stored (a token
 * that random needs no salt: there is no list of likely ones to try).
 */
export async function openSession(sql: Sql, account: string, now: number, origin: SessionOrigin = { authProvider: 'email' }): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  await sql.query(
    'INSERT INTO frame_sessions (token_hash, email, created_at, expires_at, auth_provider, user_name) VALUES ($1, $2, $3, $4, $5, $6)',
    [hashOf(token), account, now, now + SESSION_TTL_MS, origin.authProvider, origin.userName ?? null],
  )
  return token
}

/** The account a live session proved; undefined for an unknown, ended or expired token. */
export async function findSession(sql: Sql, token: string | undefined, now: number): Promise<FoundSession | undefined> {
  if (token === undefined) return undefined
  const [row] = await sql.query<{ email: string; auth_provider: string; user_name: string | null }>(
    'SELECT email, auth_provider, user_name FROM frame_sessions WHERE token_hash = $1 AND expires_at > $2',
    [hashOf(token), now],
  )
  if (!row) return undefined
  return { account: row.email, authProvider: row.auth_provider, ...(row.user_name === null ? {} : { userName: row.user_name }) }
}

/** Ends the session of `token`; true when there was one. */
export async function endSession(sql: Sql, token: string): Promise<boolean> {
  const removed = await sql.query('DELETE FROM frame_sessions WHERE token_hash = $1 RETURNING email', [hashOf(token)])
  return removed.length > 0
}

/** An email change carries the address's sessions along: the visitor's other browsers stay signed in. */
export async function moveSessions(sql: Sql, from: string, to: string): Promise<void> {
  await sql.query('UPDATE frame_sessions SET email = $2 WHERE email = $1', [from, to])
}

export async function sweepSessions(sql: Sql, now: number): Promise<void> {
  await sql.query('DELETE FROM frame_sessions WHERE expires_at <= $1', [now])
}
