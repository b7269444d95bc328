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
/**
 * Every sign-in's answer (email code, social login, farcaster): `email` is null for an account
 * without one, `authProvider` is `email` or the provider's id, `userName` what the provider called the visitor.
 */
export const signInAnswer = z.object({ token: text, email: z.nullable(text), userName: z.optional(text), authProvider: text, wallet: z.nullable(storedWalletSchema) })
export type SignInAnswer = z.infer<typeof signInAnswer>
/** POST /v1/farcaster/start: the relay's sign-in link and the attempt's id. */
export const farcasterStartAnswer = z.object({ url: text, attempt: text })
/** POST /v1/farcaster/status: pending, or completed with a sign-in's answer. */
export const farcasterStatusAnswer = z.union([
  z.object({ state: z.literal('pending') }),
  z.extend(signInAnswer, { state: z.literal('completed') }),
])
export const sessionAnswer = z.object({ email: z.nullable(text), userName: z.optional(text), authProvider: text, wallet: z.nullable(storedWalletSchema) })
export const socialStartAnswer = z.object({ uri: text, attempt: text })
export const updateStartAnswer = z.object({ action: z.literal('VERIFY_PRIMARY_OTP') })
export const updatePrimaryAnswer = z.object({ action: z.literal('VERIFY_SECONDARY_OTP') })
export const updateSecondaryAnswer = z.object({ email: text })
/** A refusal: `{ code, message }` (FrameError), or `{ error }` from the shared HTTP base. */
export const errorAnswer = z.union([z.object({ message: text }), z.object({ error: text })])
