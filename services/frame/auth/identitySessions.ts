import type { Sql } from '../../api/db/Sql.js'
import type { StoredWallet } from '../frameSchemas.js'
import { emailOfAccount } from './accountKeys.js'
import { linkIdentity, type Identity } from './identities.js'
import { openSession } from './sessions.js'
import { findWallet } from './wallets.js'

/** What a sign-in answers the frame page, whichever way it came: the same shape as /v1/email/verify's. */
export interface SignInAnswer {
  token: string
  /** The account's email; null for an account keyed by `${provider}:${subject}`. */
  email: string | null
  userName?: string
  authProvider: string
  wallet: StoredWallet | null
}

/**
 * Signs in a visitor a provider vouched for (social login's finish, farcaster): links the identity
 * to its account (identities.ts), opens a session on that account remembering the provider and
 * name, and gives the account's wallet if it has one. One transaction: no session without its link.
 */
export async function openIdentitySession(sql: Sql, identity: Identity, now: number): Promise<SignInAnswer> {
  return sql.transaction(async (tx) => {
    const account = await linkIdentity(tx, identity, now)
    const token = await openSession(tx, account, now, { authProvider: identity.provider, userName: identity.userName })
    return {
      token,
      email: emailOfAccount(account),
      ...(identity.userName === undefined ? {} : { userName: identity.userName }),
      authProvider: identity.provider,
      wallet: await findWallet(tx, account),
    }
  })
}
