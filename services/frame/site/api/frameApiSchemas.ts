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
/** A refusal: `{ code, message }` (FrameError), or `{ error }` from the shared HTTP base. */
export const errorAnswer = z.union([z.object({ message: text }), z.object({ error: text })])
