import { formatUnits } from 'portico/core'
import type { ChainCapabilities, TokenBalance } from 'portico/core'
import { loadEvmAbi } from '../abi/loadEvmAbi.js'
import { readMulticall } from '../multicall/readMulticall.js'
import { prefixAddress } from '../prefixAddress.js'
import type { EvmRuntime } from './EvmRuntime.js'

type Params = Parameters<ChainCapabilities['getTokenBalances']>[0]

/**
 * The balances of the tokens configured for `network`, read in one go through Multicall3 (balanceOf
 * for each token). A token whose call failed, or answered with something that is not a uint256, is
 * left out rather than shown as zero. No tokens configured: nothing is asked. The chain knows no
 * price, so none is reported (no `price`, no `value`).
 */
export async function getTokenBalances(
  runtime: Pick<EvmRuntime, 'kernel' | 'transports' | 'tokens'>,
  { address, network }: Params,
): Promise<TokenBalance[]> {
  const tokens = runtime.tokens[network.caipNetworkId] ?? []
  if (tokens.length === 0) return []
  const transport = runtime.transports.of(network)
  const abi = await loadEvmAbi(runtime.kernel)
  // Lower case passes ethers' checksum check whatever case the wallet or the site used.
  const callData = abi.encodeBalanceOf(prefixAddress(address).toLowerCase())
  const calls = tokens.map((token) => ({ target: prefixAddress(token.address).toLowerCase(), callData }))
  const results = await readMulticall(transport, abi, calls)
  return tokens.flatMap((token, index): TokenBalance[] => {
    const result = results[index]
    const raw = result?.success ? abi.decodeUint256(result.returnData) : undefined
    if (raw === undefined) return []
    return [{
      name: token.name,
      symbol: token.symbol,
      chainId: network.caipNetworkId,
      address: prefixAddress(token.address),
      quantity: { decimals: String(token.decimals), numeric: formatUnits(raw, token.decimals) },
      iconUrl: token.iconUrl ?? '',
    }]
  })
}
