import { createHash } from 'node:crypto'

/** A generated listing's id: 64 hex characters from its name. */
export const walletIdOf = (name: string): string => sha256(`portico-registry:wallet:${name}`)

/** A listing's image id, UUID-shaped, from its name, so it differs from the wallet id. */
export function imageIdOf(name: string): string {
  const hex = sha256(`portico-registry:image:${name}`)
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`
}

/** 'Velorin Vault' -> 'velorinvault': the host label of the listing's `.example` domains. */
export const slugOf = (name: string): string => name.toLowerCase().replace(/[^a-z0-9]+/g, '')

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')
