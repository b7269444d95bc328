import * as z from 'zod/mini'

/** The auth server's answers (docs/embedded-wallet.md), each parsed before the frame acts on it. */

const text = z.string().check(z.maxLength(4_096))

export const storedWalletSchema = z.object({
  addresses: z.object({ eip155: text, solana: text }),
  authShare: text,
  recoveryShare: text,
})
export type StoredWallet = z.infer<typeof storedWalletSchema>

export const originAnswer = z.object({ allowed: z.boolean() })
export const startAnswer = z.object({ action: z.literal('VERIFY_OTP') })
export const verifyAnswer = z.object({ token: text, email: text, wallet: z.nullable(storedWalletSchema) })
export const sessionAnswer = z.object({ email: text, wallet: z.nullable(storedWalletSchema) })
export const updateStartAnswer = z.object({ action: z.literal('VERIFY_PRIMARY_OTP') })
export const updatePrimaryAnswer = z.object({ action: z.literal('VERIFY_SECONDARY_OTP') })
export const updateSecondaryAnswer = z.object({ email: text })
/** A refusal: `{ code, message }` (FrameError), or `{ error }` from the shared HTTP base. */
export const errorAnswer = z.union([z.object({ message: text }), z.object({ error: text })])
