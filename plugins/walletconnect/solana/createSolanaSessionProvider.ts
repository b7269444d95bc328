import { decodeBase58, encodeBase58, type CaipNetworkId, type Kernel } from 'portico/core'
import * as z from 'zod/mini'
import type { UniversalProviderLike } from '../sdk/UniversalProviderLike.js'
import type { WalletSession } from '../session/parseSession.js'
import { WalletConnectError } from '../WalletConnectError.js'
import { insertSignature } from './insertSignature.js'

const base58Signature = z.string().check(z.minLength(64), z.maxLength(100))
/** WalletConnect's Solana replies: a signature in base58, or (newer wallets) the signed transaction in base64. */
const signatureReply = z.object({ signature: base58Signature })
const signTransactionReply = z.union([z.object({ transaction: z.string().check(z.maxLength(4_000)) }), signatureReply])

/**
 * The chain provider handshake on solana for a WalletConnect session (the solana plugin's
 * SolanaProvider, kind 'solana', matched by shape, as this plugin does not import that one):
 * solana_signMessage, solana_signTransaction and solana_signAndSendTransaction on the chain the
 * kernel shows, each reply parsed. A method the wallet did not approve is refused before asking.
 */
export type SolanaSessionProvider = ReturnType<typeof createSolanaSessionProvider>

export function createSolanaSessionProvider(parameters: { kernel: Kernel; provider(): UniversalProviderLike | undefined; session(): WalletSession | undefined }) {
  const held = () => parameters.session()?.namespaces.solana
  const chain = (): CaipNetworkId | undefined => {
    const namespace = held()
    const shown = parameters.kernel.store('chains').getState().byNamespace.solana?.network.caipNetwork?.caipNetworkId
    return shown && namespace?.chains.includes(shown) ? shown : namespace?.chains[0]
  }
  const publicKey = () => {
    const on = chain()
    const accounts = held()?.accounts ?? []
    return (accounts.find((account) => account.caipNetworkId === on) ?? accounts[0])?.address ?? ''
  }
  const ask = async <S extends z.ZodMiniType>(method: string, params: Record<string, string>, reply: S): Promise<z.infer<S>> => {
    const namespace = held()
    const provider = parameters.provider()
    if (!provider || !namespace) throw new WalletConnectError('INVALID_SESSION', { details: 'no WalletConnect session holds a Solana account' })
    if (!namespace.methods.includes(method)) throw new WalletConnectError('INVALID_SESSION', { details: `the wallet did not approve ${method} in this session` })
    const parsed = z.safeParse(reply, await provider.request({ method, params }, chain()))
    if (!parsed.success) throw new WalletConnectError('INVALID_SESSION', { details: `${method} returned something else` })
    return parsed.data
  }
  const toBytes = (signature: string) => {
    const bytes = decodeBase58(signature)
    if (bytes?.length !== 64) throw new WalletConnectError('INVALID_SESSION', { details: 'a signature that is not 64 bytes' })
    return bytes
  }
  const base64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))

  return {
    kind: 'solana' as const,
    get publicKey() {
      return publicKey()
    },
    async signMessage(message: Uint8Array) {
      return toBytes((await ask('solana_signMessage', { message: encodeBase58(message), pubkey: publicKey() }, signatureReply)).signature)
    },
    async signTransaction(transaction: Uint8Array) {
      const reply = await ask('solana_signTransaction', { transaction: base64(transaction) }, signTransactionReply)
      if ('transaction' in reply) return Uint8Array.from(atob(reply.transaction), (char) => char.charCodeAt(0))
      return insertSignature(transaction, decodeBase58(publicKey())!, toBytes(reply.signature))
    },
    async signAndSendTransaction(transaction: Uint8Array) {
      return toBytes((await ask('solana_signAndSendTransaction', { transaction: base64(transaction) }, signatureReply)).signature)
    },
  }
}
