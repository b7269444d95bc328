import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import type { Sql } from '../../api/db/Sql.js'
import type { FrameServerErrorCode } from '../FrameServerError.js'

export type CodePurpose = 'login' | 'update-primary' | 'update-secondary'

/** How many wrong tries a code takes before it is dead. */
export const CODE_ATTEMPTS = 5

export interface IssueCodeOptions {
  purpose: CodePurpose
  email: string
  /** The new address of an email change. */
  target?: string
  /** False for a second code that may be tried only once the first has passed. */
  unlocked?: boolean
  ttlMs: number
  now: number
}

export interface IssuedCode {
  /** Six digits, to mail. */
  code: string
  /** Removes this code again and puts back the one it replaced: for a mail that could not be sent. */
  undo(): Promise<void>
}

interface CodeRow extends Record<string, unknown> {
  purpose: CodePurpose
  email: string
  target: string | null
  salt: string
  hash: string
  attempts_left: number
  unlocked: boolean
  expires_at: number
}

const hashOf = (salt: string, code: string) => createHash('sha256').update(`${salt}:${code}`).digest('hex')

/**
 * A new six-digit code for `purpose` and `email`, replacing the last one. Only its salted SHA-256
 * is stored: reading the table tells no code.
 */
export async function issueCode(sql: Sql, options: IssueCodeOptions): Promise<IssuedCode> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
  const salt = randomBytes(16).toString('hex')
  const row: CodeRow = {
    purpose: options.purpose,
    email: options.email,
    target: options.target ?? null,
    salt,
    hash: hashOf(salt, code),
    attempts_left: CODE_ATTEMPTS,
    unlocked: options.unlocked ?? true,
    expires_at: options.now + options.ttlMs,
  }
  const replaced = await sql.transaction(async (tx) => {
    const [previous] = await tx.query<CodeRow>('SELECT * FROM frame_codes WHERE purpose = $1 AND email = $2 FOR UPDATE', [row.purpose, row.email])
    await tx.query('DELETE FROM frame_codes WHERE purpose = $1 AND email = $2', [row.purpose, row.email])
    await insertCode(tx, row)
    return previous
  })
  return {
    code,
    undo: () => sql.transaction(async (tx) => {
      // Only this code: another request may have replaced it since, and that one stays.
      const removed = await tx.query('DELETE FROM frame_codes WHERE purpose = $1 AND email = $2 AND hash = $3 RETURNING hash', [row.purpose, row.email, row.hash])
      if (removed.length > 0 && replaced) await insertCode(tx, replaced)
    }),
  }
}

async function insertCode(sql: Sql, row: CodeRow): Promise<void> {
  await sql.query(
    `INSERT INTO frame_codes (purpose, email, target, salt, hash, attempts_left, unlocked, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [row.purpose, row.email, row.target, row.salt, row.hash, row.attempts_left, row.unlocked, row.expires_at],
  )
}

export type CodeCheck<T> = { ok: true; value: T } | { ok: false; error: FrameServerErrorCode }

/**
 * Tries `otp` against the live code of `purpose` and `email`. A right code is used up and
 * `onMatch` runs in the same transaction (an error it throws rolls both back, the code stays); a
 * wrong one costs an attempt, and the last attempt kills the code. Refusals are returned, not
 * thrown, so the spent attempt is committed.
 */
export async function checkCode<T>(
  sql: Sql,
  options: { purpose: CodePurpose; email: string; otp: string; now: number },
  onMatch: (tx: Sql, code: { target: string | null }) => Promise<T>,
): Promise<CodeCheck<T>> {
  return sql.transaction(async (tx): Promise<CodeCheck<T>> => {
    const [row] = await tx.query<CodeRow>('SELECT * FROM frame_codes WHERE purpose = $1 AND email = $2 FOR UPDATE', [options.purpose, options.email])
    if (!row) return { ok: false, error: 'INVALID_CODE' }
    if (!row.unlocked) return { ok: false, error: 'PRIMARY_OTP_REQUIRED' }
    if (Number(row.expires_at) <= options.now) {
      await tx.query('DELETE FROM frame_codes WHERE purpose = $1 AND email = $2', [options.purpose, options.email])
      return { ok: false, error: 'CODE_EXPIRED' }
    }
    if (row.attempts_left <= 0) return { ok: false, error: 'TOO_MANY_ATTEMPTS' }
    const given = Buffer.from(hashOf(row.salt, options.otp.trim()), 'hex')
    if (!timingSafeEqual(given, Buffer.from(row.hash, 'hex'))) {
      await tx.query('UPDATE frame_codes SET attempts_left = attempts_left - 1 WHERE purpose = $1 AND email = $2', [options.purpose, options.email])
      return { ok: false, error: row.attempts_left <= 1 ? 'TOO_MANY_ATTEMPTS' : 'INVALID_CODE' }
    }
    await tx.query('DELETE FROM frame_codes WHERE purpose = $1 AND email = $2', [options.purpose, options.email])
    return { ok: true, value: await onMatch(tx, { target: row.target }) }
  })
}

/** Lets the second code of an email change be tried. */
export async function unlockCode(sql: Sql, purpose: CodePurpose, email: string): Promise<void> {
  await sql.query('UPDATE frame_codes SET unlocked = true WHERE purpose = $1 AND email = $2', [purpose, email])
}

/** Removes codes past their time. */
export async function sweepCodes(sql: Sql, now: number): Promise<void> {
  await sql.query('DELETE FROM frame_codes WHERE expires_at <= $1', [now])
}
