import * as z from 'zod'

/** Every schema of a body the frame's server reads: one per field, shared by the routes. */

/**
 * An address, trimmed and lower-cased: one mailbox is one account however it is typed (the rare
 * server that tells case apart in the local part is not worth two wallets for one visitor).
 */
export const emailSchema = z.string().trim().toLowerCase().max(254, 'Invalid email address').pipe(z.email({ error: 'Invalid email address' }))

/** SPEC section 5: the code is a string; any other string is simply a wrong code. */
export const otpSchema = z.string().max(32, 'Invalid code')

export const projectIdSchema = z.string().min(1, 'projectId may not be empty').max(256, 'projectId is too long')

/** The embedding page's origin as the frame read it: scheme, host and port, nothing else. */
export const originSchema = z.string().max(2048, 'origin is too long').refine((value) => {
  try {
    const url = new URL(value)
    return url.origin === value && value !== 'null'
  } catch {
    return false
  }
}, 'origin must be an origin such as https://app.example.com')

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/
const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

/**
 * What the frame stores once per address: the addresses it derived (a second browser checks the
 * rebuilt key against them), the auth share in the clear and the recovery share as the frame
 * encrypted it. Both shares are base64; their insides are the frame's business.
 */
export const walletSchema = z.strictObject({
  addresses: z.strictObject({
    eip155: z.string().regex(EVM_ADDRESS, 'addresses.eip155 must be an EVM address (0x and 40 hex digits)'),
    solana: z.string().regex(SOLANA_ADDRESS, 'addresses.solana must be a Solana address (32 to 44 base58 characters)'),
  }),
  authShare: z.base64('authShare must be base64').min(4, 'authShare may not be empty').max(2048, 'authShare is too long'),
  recoveryShare: z.base64('recoveryShare must be base64').min(4, 'recoveryShare may not be empty').max(4096, 'recoveryShare is too long'),
})

export type StoredWallet = z.infer<typeof walletSchema>
