import { decodeDecimals, decodeTokenText, ERC20_SELECTORS } from '../abi/erc20Abi.js'
import type { RpcClient, RpcOutcome } from '../rpc/createRpcClient.js'

export interface TokenMetadata {
  address: string
  name: string
  symbol: string
  /** null when decimals() cannot be read: the contract is then not treated as a fungible token. */
  decimals: number | null
}

const FALLBACK_NAME = 'Unknown Token'
const FALLBACK_SYMBOL = 'UNKNOWN'

/**
 * name(), symbol() and decimals() of each contract, in one JSON-RPC batch. A call that reverts is
 * an answer (the token lacks it); a node failure rejects, so the block is indexed again later
 * rather than storing a token without its metadata for good.
 */
export async function readTokenMetadata(rpc: RpcClient, addresses: readonly string[]): Promise<TokenMetadata[]> {
  if (addresses.length === 0) return []
  const selectors = [ERC20_SELECTORS.name, ERC20_SELECTORS.symbol, ERC20_SELECTORS.decimals]
  const outcomes = await rpc.batch(
    addresses.flatMap((address) => selectors.map((data) => ({ method: 'eth_call', params: [{ to: address, data }, 'latest'] }))),
  )
  return addresses.map((address, index) => {
    const [name, symbol, decimals] = selectors.map((_, offset) => resultOf(outcomes[index * 3 + offset]))
    const readName = name === undefined ? undefined : decodeTokenText(name)
    const readSymbol = symbol === undefined ? undefined : decodeTokenText(symbol)
    return {
      address,
      name: readName ?? readSymbol ?? FALLBACK_NAME,
      symbol: readSymbol ?? readName ?? FALLBACK_SYMBOL,
      decimals: (decimals === undefined ? undefined : decodeDecimals(decimals)) ?? null,
    }
  })
}

function resultOf(outcome: RpcOutcome | undefined): string | undefined {
  if (!outcome) throw new Error('token metadata batch came back short')
  if (!outcome.ok) {
    if (outcome.error.isRevert) return undefined
    throw outcome.error
  }
  return typeof outcome.result === 'string' ? outcome.result : undefined
}
