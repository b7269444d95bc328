import type { WalletChain } from './WalletChain.js'

/** A transaction as the wallet sends it, after it checked the dApp's eth_sendTransaction fields. */
export interface WalletTransaction {
  to?: string | undefined
  value?: bigint | undefined
  data?: string | undefined
  gasLimit?: bigint | undefined
  gasPrice?: bigint | undefined
  maxFeePerGas?: bigint | undefined
  maxPriorityFeePerGas?: bigint | undefined
  nonce?: number | undefined
}

/** What the wallet needs from a chain library: keys, signatures and the node. */
export interface ChainBackend {
  addressOf(privateKey: string): Promise<string>
  /** EIP-191 personal message signature. */
  signMessage(privateKey: string, message: Uint8Array): Promise<string>
  /** Signs and broadcasts; resolves with the hash once the node accepted it. */
  sendTransaction(privateKey: string, chain: WalletChain, transaction: WalletTransaction): Promise<string>
  /** A read request forwarded to the chain's node as it is. */
  call(chain: WalletChain, method: string, params: readonly unknown[]): Promise<unknown>
  destroy(): void
}
