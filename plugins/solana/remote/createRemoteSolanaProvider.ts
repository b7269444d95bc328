import { ConnectionError, decodeBase58, encodeBase58, type CaipNetworkId, type RemoteSession } from 'portico/core'
import * as z from 'zod/mini'
import type { SolanaProvider } from '../provider/SolanaProvider.js'
import { SolanaError } from '../SolanaError.js'
import { insertSignature } from './insertSignature.js'

const base58Signature = z.string().check(z.minLength(64), z.maxLength(100))
/** A remote wallet's Solana replies: a signature in base58, or (newer wallets) the signed transaction in base64. */
const signatureReply = z.object({ signature: base58Signature })
const signTransactionReply = z.union([z.object({ transaction: z.string().check(z.maxLength(4_000)) }), signatureReply])

export interface RemoteSolanaProviderParameters {
  session: RemoteSession
  /** The cluster the kernel shows: requests go there when the wallet approved it. */
  shownChain(): CaipNetworkId | undefined
}

/**
 * The plugin's SolanaProvider over a remote session (WalletConnect's solana_* methods):
 * solana_signMessage, solana_signTransaction and solana_signAndSendTransaction on the cluster the
 * kernel shows, each reply parsed. A method the wallet did not approve is refused before asking.
 */
export function createRemoteSolanaProvider({ session, shownChain }: RemoteSolanaProviderParameters): SolanaProvider {
  const chain = (): CaipNetworkId | undefined => {
    const shown = shownChain()
    return shown && session.state()?.chains.includes(shown) ? shown : session.chain()
  }
  const publicKey = () => {
    const on = chain()
    const accounts = session.state()?.accounts ?? []
    return (accounts.find((account) => account.caipNetworkId === on) ?? accounts[0])?.address ?? ''
  }
  const ask = async <S extends z.ZodMiniType>(method: string, params: Record<string, string>, reply: S): Promise<z.infer<S>> => {
    const state = session.state()
    const on = chain()
    if (!state || !on) throw new ConnectionError('INVALID_CONNECTION_STATUS', { details: 'no remote session holds a Solana account' })
    if (!state.methods.includes(method)) throw new SolanaError('WALLET_FEATURE_MISSING', { details: `the wallet did not approve ${method} in this session` })
    const parsed = z.safeParse(reply, await session.request(method, params, on))
    if (!parsed.success) throw new SolanaError('INVALID_WALLET_RESULT', { details: `${method} returned something else` })
    return parsed.data
  }
  const toBytes = (signature: string) => {
    const bytes = decodeBase58(signature)
    if (bytes?.length !== 64) throw new SolanaError('INVALID_WALLET_RESULT', { details: 'a signature that is not 64 bytes' })
    return bytes
  }
  const base64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))

  return {
    kind: 'solana',
    get publicKey() {
      return publicKey()
    },
    async signMessage(message) {
      return toBytes((await ask('solana_signMessage', { message: encodeBase58(message), pubkey: publicKey() }, signatureReply)).signature)
    },
    async signTransaction(transaction) {
      const reply = await ask('solana_signTransaction', { transaction: base64(transaction) }, signTransactionReply)
      if ('transaction' in reply) return Uint8Array.from(atob(reply.transaction), (char) => char.charCodeAt(0))
      return insertSignature(transaction, decodeBase58(publicKey())!, toBytes(reply.signature))
    },
    async signAndSendTransaction(transaction) {
      return toBytes((await ask('solana_signAndSendTransaction', { transaction: base64(transaction) }, signatureReply)).signature)
    },
  }
}
