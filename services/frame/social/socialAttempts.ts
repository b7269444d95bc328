import { createHash, randomBytes } from 'node:crypto'
import type { Sql } from '../../api/db/Sql.js'
import type { Identity } from '../auth/identities.js'

/** How long a social sign-in may take, from start to finish. */
export const SOCIAL_ATTEMPT_TTL_MS = 10 * 60 * 1000

const random = () => randomBytes(32).toString('base64url')
export const sha256Base64Url = (value: string) => createHash('sha256').update(value).digest('base64url')

export interface NewAttempt {
  projectId: string
  origin: string
  provider: string
  returnTo: string | null
  redirectUri: string
  binding: string
}

export interface Attempt extends NewAttempt {
  id: string
  state: string
  codeVerifier: string
  nonce: string
}

/** What the provider's answer came to: the identity it vouched for, or its error code. */
export type Outcome = { identity: Identity } | { error: string }

interface AttemptRow extends Record<string, unknown> {
  id: string
  state: string
  project_id: string
  origin: string
  provider: string
  return_to: string | null
  redirect_uri: string
  code_verifier: string
  nonce: string
  binding: string
}

/** A new attempt with fresh random state, PKCE verifier and nonce, alive for SOCIAL_ATTEMPT_TTL_MS. */
export async function createAttempt(sql: Sql, attempt: NewAttempt, now: number): Promise<Attempt> {
  const made: Attempt = { ...attempt, id: random(), state: random(), codeVerifier: random(), nonce: random() }
  await sql.query('DELETE FROM frame_social_attempts WHERE expires_at <= $1', [now])
  await sql.query(
    `INSERT INTO frame_social_attempts (id, state, project_id, origin, provider, return_to, redirect_uri, code_verifier, nonce, binding, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [made.id, made.state, made.projectId, made.origin, made.provider, made.returnTo, made.redirectUri, made.codeVerifier, made.nonce, made.binding, now + SOCIAL_ATTEMPT_TTL_MS],
  )
  return made
}

/** The live attempt of `state`, taken: a second callback with the same state finds nothing. */
export async function takeAttemptByState(sql: Sql, state: string, now: number): Promise<Attempt | undefined> {
  const [row] = await sql.query<AttemptRow>(
    'UPDATE frame_social_attempts SET called_back = true WHERE state = $1 AND NOT called_back AND expires_at > $2 RETURNING *',
    [state, now],
  )
  if (!row) return undefined
  return {
    id: row.id, state: row.state, projectId: row.project_id, origin: row.origin, provider: row.provider, returnTo: row.return_to,
    redirectUri: row.redirect_uri, codeVerifier: row.code_verifier, nonce: row.nonce, binding: row.binding,
  }
}

/** Stores the outcome; for an identity, answers the result link's one-time secret (only its hash is kept). */
export async function storeOutcome(sql: Sql, attemptId: string, outcome: Outcome): Promise<string | undefined> {
  const result = 'identity' in outcome ? random() : undefined
  await sql.query('UPDATE frame_social_attempts SET outcome = $2, result_hash = $3 WHERE id = $1', [attemptId, JSON.stringify(outcome), result === undefined ? null : sha256Base64Url(result)])
  return result
}

export type TakenResult = { ok: true; identity: Identity } | { ok: false; reason: 'expired' | 'used' | 'mismatch' }

/**
 * The identity of a finished attempt, taken once, for whoever shows both the result secret and the
 * verifier whose SHA-256 is the binding. A wrong pair takes nothing: the page that holds the right one can still finish.
 */
export async function takeResult(sql: Sql, request: { attempt: string; result: string; verifier: string }, now: number): Promise<TakenResult> {
  const [taken] = await sql.query<{ outcome: string }>(
    `UPDATE frame_social_attempts SET finished = true
     WHERE id = $1 AND result_hash = $2 AND binding = $3 AND NOT finished AND expires_at > $4 RETURNING outcome`,
    [request.attempt, sha256Base64Url(request.result), sha256Base64Url(request.verifier), now],
  )
  if (taken) return { ok: true, identity: (JSON.parse(taken.outcome) as { identity: Identity }).identity }
  const [row] = await sql.query<{ finished: boolean; expires_at: string | number }>('SELECT finished, expires_at FROM frame_social_attempts WHERE id = $1', [request.attempt])
  if (!row || Number(row.expires_at) <= now) return { ok: false, reason: 'expired' }
  return { ok: false, reason: row.finished ? 'used' : 'mismatch' }
}
