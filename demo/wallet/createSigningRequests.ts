import type { ApprovalRequest } from './createApprovalQueue.js'
import type { ChainBackend } from './ChainBackend.js'
import { describeMessage, describeTransaction, type KnownToken } from './describeRequest.js'
import { parseTransactionParams } from './parseTransactionParams.js'
import type { WalletChain } from './WalletChain.js'
import { invalidParams, unauthorized } from './WalletRpcError.js'

export interface SigningContext {
  backend: ChainBackend
  tokens: readonly KnownToken[]
  /** The accounts the site may see (the selected one, once permitted). */
  permittedAccounts(): Promise<string[]>
  selectedKey(): string
  currentChain(): WalletChain
  ask(request: Omit<ApprovalRequest, 'origin'>): Promise<void>
}

/** personal_sign and eth_sendTransaction: checked, shown to the visitor, then signed with the selected key. */
export function createSigningRequests(context: SigningContext) {
  const { backend, tokens, ask } = context

  /** The account a request names must be the one the site sees: 4100 otherwise. */
  async function requireSigner(address: unknown): Promise<{ key: string; address: string }> {
    if (typeof address !== 'string') throw invalidParams('the account must be a 0x-prefixed address.')
    const accounts = await context.permittedAccounts()
    if (!accounts.some((a) => a.toLowerCase() === address.toLowerCase())) throw unauthorized()
    return { key: context.selectedKey(), address: accounts[0]! }
  }

  return {
    async personalSign(params: unknown): Promise<string> {
      const [first, second] = Array.isArray(params) ? (params as unknown[]) : []
      // Some dApps pass (address, message); the account is the 40-hex one.
      const swapped = isAddress(first) && !isAddress(second)
      const message = swapped ? second : first
      const signer = await requireSigner(swapped ? first : second)
      if (typeof message !== 'string') throw invalidParams('the message must be a string.')
      const bytes = toMessageBytes(message)
      await ask({ kind: 'sign', title: 'Sign a message', details: describeMessage(bytes, message, signer.address) })
      return backend.signMessage(signer.key, bytes)
    },

    async sendTransaction(params: unknown): Promise<string> {
      const parsed = parseTransactionParams(params)
      const signer = await requireSigner(parsed.from)
      const chain = context.currentChain()
      if (parsed.chainId !== undefined && parsed.chainId !== chain.chainId) {
        throw invalidParams(`the transaction is for chain ${parsed.chainId} but the wallet is on chain ${chain.chainId}.`)
      }
      await ask({ kind: 'transaction', title: 'Send a transaction', details: describeTransaction(parsed.transaction, signer.address, chain, tokens) })
      return backend.sendTransaction(signer.key, chain, parsed.transaction)
    },
  }
}

const isAddress = (value: unknown) => typeof value === 'string' && /^0x[0-9a-fA-F]{40}$/.test(value)

/** personal_sign sends hex-encoded bytes; any other string is signed as its UTF-8 bytes. */
function toMessageBytes(message: string): Uint8Array {
  if (!/^0x(?:[0-9a-fA-F]{2})*$/.test(message)) return new TextEncoder().encode(message)
  const bytes = new Uint8Array((message.length - 2) / 2)
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(message.slice(2 + i * 2, 4 + i * 2), 16)
  return bytes
}
