import { randomBytes } from 'node:crypto'
import type { StandInClient } from './startOidcProvider.js'

/** SPEC section 5's social providers and the names their login pages go by. */
export const STAND_IN_PROVIDERS = {
  google: 'Google',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
  x: 'X',
  discord: 'Discord',
} as const

export type StandInProvider = keyof typeof STAND_IN_PROVIDERS

/** One client per provider (its client_id the provider's id), each with a secret made now. */
export function standInClients(redirectUris: readonly string[]): StandInClient[] {
  return Object.entries(STAND_IN_PROVIDERS).map(([clientId, name]) => ({
    clientId,
    clientSecret: randomBytes(24).toString('base64url'),
    redirectUris,
    name,
  }))
}
