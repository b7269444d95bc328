/**
 * What an account signs (EIP-191 personal_sign) to take a name: the name as shown, the address and
 * the moment it was written. The moment makes each message single-use: the API takes a message
 * only while it is fresh and only when it is newer than the address's last registration, so a
 * signature seen once cannot be sent again.
 */
export interface NameRegistration {
  /** The name as shown, under the current suffix. */
  name: string
  address: string
  /** ISO 8601, e.g. `new Date().toISOString()`. */
  issuedAt: string
}

export function registrationMessage({ name, address, issuedAt }: NameRegistration): string {
  return [
    'Portico name registration',
    `Name: ${name}`,
    `Address: ${address}`,
    `Issued at: ${issuedAt}`,
  ].join('\n')
}
