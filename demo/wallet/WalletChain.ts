import type { Network } from '../../core/index.js'
import { invalidParams } from './WalletRpcError.js'

/** A chain as the demo wallet knows it: what it needs to reach the node and name the currency. */
export interface WalletChain {
  chainId: number
  name: string
  rpcUrl: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  blockExplorerUrl?: string | undefined
}

/** A Portico eip155 network as a wallet chain (its first default RPC url is the node's). */
export function toWalletChain(network: Network): WalletChain {
  const rpcUrl = network.rpcUrls.default.http[0]
  if (network.chainNamespace !== 'eip155' || !rpcUrl) {
    throw new Error(`The demo wallet needs eip155 networks with an RPC url; "${network.name}" is not one.`)
  }
  return {
    chainId: Number(network.id),
    name: network.name,
    rpcUrl,
    nativeCurrency: { ...network.nativeCurrency },
    blockExplorerUrl: network.blockExplorers?.default.url,
  }
}

export const toHexChainId = (chainId: number) => `0x${chainId.toString(16)}`

/**
 * A chain id as EIP-3085 and EIP-3326 pass it: a 0x-prefixed hex string without leading zeros,
 * within the safe integer range. Anything else is the dApp's mistake, answered with -32602.
 */
export function parseHexChainId(value: unknown): number {
  if (typeof value !== 'string' || !/^0x[1-9a-fA-F][0-9a-fA-F]*$/.test(value)) {
    throw invalidParams(`chainId must be a 0x-prefixed hexadecimal string without leading zeros, got ${JSON.stringify(value)}.`)
  }
  const chainId = Number.parseInt(value.slice(2), 16)
  if (!Number.isSafeInteger(chainId)) throw invalidParams(`chainId ${value} is above the largest safe integer.`)
  return chainId
}
