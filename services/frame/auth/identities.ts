import type { Sql } from '../../api/db/Sql.js'
import { accountKeyOf } from './accountKeys.js'

/** What a sign-in provider (an OAuth/OIDC provider, farcaster) told about the visitor. */
export interface Identity {
  /** The provider's id: google, github, apple, facebook, x, discord, farcaster. */
  provider: string
  /** The provider's stable id of the visitor (OIDC `sub`, a GitHub user id, a farcaster fid). */
  subject: string
  email: string | null
  /** Whether the provider itself verified `email`: only then does it name the account. */
  emailVerified: boolean
  userName?: string | undefined
}

/**
 * The account of `identity`: the one it was linked to before, or a new link to accountKeyOf's key.
 * Once linked an identity keeps its account, whatever the provider says of its email later (and
 * an email change moves the link with the wallet: moveIdentities). Two first sign-ins at once both
 * read the one row that won.
 */
export async function linkIdentity(sql: Sql, identity: Identity, now: number): Promise<string> {
  await sql.query(
    'INSERT INTO frame_identities (provider, subject, account, created_at) VALUES ($1, $2, $3, $4) ON CONFLICT (provider, subject) DO NOTHING',
    [identity.provider, identity.subject, accountKeyOf(identity), now],
  )
  const [row] = await sql.query<{ account: string }>('SELECT account FROM frame_identities WHERE provider = $1 AND subject = $2', [identity.provider, identity.subject])
  if (!row) throw new Error(`the identity ${identity.provider}:${identity.subject} was not linked`)
  return row.account
}

/** An email change carries the account's linked identities along, as it does its wallet and sessions. */
export async function moveIdentities(sql: Sql, from: string, to: string): Promise<void> {
  await sql.query('UPDATE frame_identities SET account = $2 WHERE account = $1', [from, to])
}
