import { formatUnits, type ChainCapabilities, type TokenBalance } from 'portico/core'
import { loadEvmAbi } from '../abi/loadEvmAbi.js'
import { EvmError } from '../EvmError.js'
import { parseQuantity } from '../encoding.js'
import { readMulticall } from '../multicall/readMulticall.js'
import { prefixAddress } from '../evmAddress.js'
import type { EvmRuntime } from './EvmRuntime.js'
import { readWalletAssets } from './walletAssets.js'

type GetBalanceParams = Parameters<ChainCapabilities['getBalance']>[0]

/** The native balance from the network's own RPC (never the wallet), as an exact decimal string. */
export async function getBalance(runtime: Pick<EvmRuntime, 'transports'>, { address, network }: GetBalanceParams) {
  const reply = await runtime.transports.of(network).request({ method: 'eth_getBalance', params: [prefixAddress(address), 'latest'] })
  const raw = parseQuantity(reply)
  if (raw === undefined) throw new EvmError('INVALID_RPC_RESULT', { details: `eth_getBalance on ${network.caipNetworkId}` })
  return { balance: formatUnits(raw, network.nativeCurrency.decimals), symbol: network.nativeCurrency.symbol }
}

type TokenBalancesParams = Parameters<ChainCapabilities['getTokenBalances']>[0]

/**
 * The balances of the tokens configured for `network`, read in one go through Multicall3 (balanceOf
 * for each token). A token whose call failed, or answered with something that is not a uint256, is
 * left out rather than shown as zero. No tokens configured: nothing is asked. The chain knows no
 * price, so none is reported (no `price`, no `value`). With `askWallet` (a token list the visitor
 * opened), a wallet that discovers assets (EIP-7811 `wallet_getAssets`) is asked first, and its
 * valid answer is used as it is; a balance refresh never asks the wallet.
 */
export async function getTokenBalances(
  runtime: Pick<EvmRuntime, 'kernel' | 'transports' | 'tokens'>,
  { address, network, askWallet }: TokenBalancesParams,
): Promise<TokenBalance[]> {
  const fromWallet = askWallet ? await readWalletAssets(runtime.kernel, { address, network }) : undefined
  if (fromWallet) return fromWallet
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
