import * as z from 'zod/mini'
import type { SolanaProvider } from '../provider/SolanaProvider.js'
import { SolanaError } from '../SolanaError.js'
import { signAndSendOutputSchema, signMessageOutputSchema, signTransactionOutputSchema, type StandardWallet } from '../discovery/standardWalletSchema.js'

type Method = (...args: unknown[]) => Promise<unknown>

/** The wallet's `feature.method`, called on its own feature object; SolanaError when it has none. */
export function featureMethod(wallet: StandardWallet, feature: string, method: string): Method {
  const holder = wallet.features[feature]
  const fn = typeof holder === 'object' && holder !== null ? (holder as Record<string, unknown>)[method] : undefined
  if (typeof fn !== 'function') throw new SolanaError('WALLET_FEATURE_MISSING', { details: `${wallet.name} has no ${feature}` })
  return (...args) => Promise.resolve(fn.apply(holder, args))
}

function parseOutput<S extends z.ZodMiniType>(schema: S, output: unknown, what: string): z.infer<S> {
  const parsed = z.safeParse(schema, output)
  if (!parsed.success) throw new SolanaError('INVALID_WALLET_RESULT', { details: `${what} returned something else` })
  return parsed.data
}

/**
 * The provider handshake for one connected Wallet Standard account: each call goes to the wallet's
 * feature with the wallet's own account object (the standard asks for that very object), and its
 * output is parsed before anything uses it.
 */
export function standardProvider(wallet: StandardWallet, account: { address: string }): SolanaProvider {
  const has = (feature: string) => typeof wallet.features[feature] === 'object'
  return {
    kind: 'solana',
    publicKey: account.address,
    async signMessage(message) {
      const output = await featureMethod(wallet, 'solana:signMessage', 'signMessage')({ account, message })
      return parseOutput(signMessageOutputSchema, output, 'solana:signMessage')[0].signature
    },
    ...(has('solana:signTransaction') ? {
      async signTransaction(transaction: Uint8Array, chain?: `solana:${string}`) {
        const output = await featureMethod(wallet, 'solana:signTransaction', 'signTransaction')({ account, transaction, ...(chain ? { chain } : {}) })
        return parseOutput(signTransactionOutputSchema, output, 'solana:signTransaction')[0].signedTransaction
      },
    } : {}),
    ...(has('solana:signAndSendTransaction') ? {
      async signAndSendTransaction(transaction: Uint8Array, chain: `solana:${string}`) {
        const output = await featureMethod(wallet, 'solana:signAndSendTransaction', 'signAndSendTransaction')({ account, transaction, chain })
        return parseOutput(signAndSendOutputSchema, output, 'solana:signAndSendTransaction')[0].signature
      },
    } : {}),
  }
}
