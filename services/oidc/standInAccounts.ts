import { createHash } from 'node:crypto'

/** What the stand-in knows of a visitor: what they typed into its form. */
export interface StandInAccount {
  email: string
  name: string
}

/** The claims of SPEC's social providers as an OpenID provider gives them. */
export interface StandInClaims {
  sub: string
  email: string
  email_verified: true
  name: string
  preferred_username: string
}

/**
 * The visitors who signed in at one running stand-in, by subject. The subject is a hash of the
 * email, so one address is one subject across restarts, as a real provider's account id is.
 */
export function createStandInAccounts() {
  const accounts = new Map<string, StandInAccount>()
  return {
    /** Records the form's email and name; answers the subject. */
    signIn(account: StandInAccount): string {
      const email = account.email.trim().toLowerCase()
      const sub = createHash('sha256').update(email).digest('hex').slice(0, 32)
      accounts.set(sub, { email, name: account.name.trim() })
      return sub
    },
    claimsOf(sub: string): StandInClaims | undefined {
      const account = accounts.get(sub)
      if (!account) return undefined
      return { sub, email: account.email, email_verified: true, name: account.name, preferred_username: account.email.split('@')[0]! }
    },
  }
}
