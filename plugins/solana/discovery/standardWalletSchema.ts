import * as z from 'zod/mini'
import { isSolanaAddress } from '../isSolanaAddress.js'

/** A Wallet Standard wallet as registered: its features are objects of methods. */
export interface StandardWallet {
  readonly name: string
  readonly chains: readonly string[]
  readonly features: Readonly<Record<string, unknown>>
}

/** Real wallet names are short; a longer one is hostile or broken. */
const MAX_NAME_LENGTH = 100
/** Icons are data URIs of a few kilobytes; far more is an attempt to fill memory or storage. */
const MAX_ICON_LENGTH = 256_000
/** The Wallet Standard's icon: a base64 data URI of one of four image types, nothing that can run or fetch. */
const ICON = /^data:image\/(?:svg\+xml|webp|png|gif);base64,[A-Za-z0-9+/=]+$/

const bytes = (length?: number) => z.custom<Uint8Array>((value) => value instanceof Uint8Array && (length === undefined || value.length === length))
const chainList = z.array(z.string().check(z.maxLength(64))).check(z.maxLength(64))

/** A Wallet Standard account of a Solana wallet: its base58 address and the 32 bytes it stands for. */
export const standardAccountSchema = z.object({
  address: z.string().check(z.refine(isSolanaAddress)),
  publicKey: bytes(32),
  chains: chainList,
  features: z.array(z.string().check(z.maxLength(64))).check(z.maxLength(64)),
})

/**
 * What discovery reads of a registered wallet. The wallet object itself is kept for calls (its
 * features' methods may need it as `this`); this only decides whether it can be trusted and shown.
 * An unsafe or oversized icon is dropped rather than the wallet.
 */
export const standardWalletSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(MAX_NAME_LENGTH)),
  icon: z.catch(z.optional(z.string().check(z.maxLength(MAX_ICON_LENGTH), z.regex(ICON))), undefined),
  chains: chainList,
  features: z.record(z.string().check(z.maxLength(64)), z.unknown()),
})

export const connectOutputSchema = z.object({ accounts: z.array(z.unknown()).check(z.maxLength(100)) })
export const signMessageOutputSchema = z.tuple([z.object({ signedMessage: bytes(), signature: bytes(64) })])
export const signTransactionOutputSchema = z.tuple([z.object({ signedTransaction: bytes() })])
export const signAndSendOutputSchema = z.tuple([z.object({ signature: bytes(64) })])

export type StandardWalletInfo = z.infer<typeof standardWalletSchema>

/**
 * Whether a registered wallet is a Solana wallet this plugin can connect: it declares
 * `standard:connect` and a Solana chain, and signs messages. Chosen by the features it declares,
 * never by its name.
 */
export function parseSolanaWallet(wallet: unknown): { info: StandardWalletInfo; wallet: StandardWallet } | undefined {
  try {
    const parsed = z.safeParse(standardWalletSchema, wallet)
    if (!parsed.success || !isStandardWallet(wallet)) return undefined
    const { chains, features } = parsed.data
    const usable = typeof features['standard:connect'] === 'object' && typeof features['solana:signMessage'] === 'object' &&
      chains.some((chain) => chain.startsWith('solana:'))
    return usable ? { info: parsed.data, wallet } : undefined
  } catch {
    // A Proxy or a getter that throws: not a wallet to offer.
    return undefined
  }
}

/** The wallet object itself has the shape calls need (the schema above read a copy of it). */
function isStandardWallet(value: unknown): value is StandardWallet {
  if (typeof value !== 'object' || value === null) return false
  const { name, chains, features } = value as Record<string, unknown>
  return typeof name === 'string' && Array.isArray(chains) && typeof features === 'object' && features !== null
}
