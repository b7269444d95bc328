import { formatUnits, type ChainCapabilities, type TokenBalance } from 'portico/core'
import { parseReply, solanaReplies } from '../rpc/solanaReplies.js'
import type { SolanaRuntime } from './SolanaRuntime.js'
import { readTokenAmount } from './tokenAccounts.js'

type GetBalanceParams = Parameters<ChainCapabilities['getBalance']>[0]

/** SOL from the network's own node (never the wallet), as an exact decimal string. */
export async function getBalance(runtime: Pick<SolanaRuntime, 'transports'>, { address, network }: GetBalanceParams) {
  const reply = await runtime.transports.of(network).request({ method: 'getBalance', params: [address, { commitment: 'confirmed' }] })
  const { value } = parseReply(solanaReplies.getBalance, reply, `getBalance on ${network.caipNetworkId}`)
  return { balance: formatUnits(BigInt(value), network.nativeCurrency.decimals), symbol: network.nativeCurrency.symbol }
}

type TokenBalancesParams = Parameters<ChainCapabilities['getTokenBalances']>[0]

/**
 * The balances of the SPL tokens the site lists for `network`: the owner's token accounts of each
 * mint, added up. A token the owner holds no account of is left out; a node's garbage is an error.
 */
export async function getTokenBalances(runtime: Pick<SolanaRuntime, 'transports' | 'tokens'>, { address, network }: TokenBalancesParams): Promise<TokenBalance[]> {
  const tokens = runtime.tokens[network.caipNetworkId] ?? []
  const transport = runtime.transports.of(network)
  const balances = await Promise.all(tokens.map(async (token): Promise<TokenBalance[]> => {
    const reply = await transport.request({ method: 'getTokenAccountsByOwner', params: [address, { mint: token.mint }, { encoding: 'base64', commitment: 'confirmed' }] })
    const { value } = parseReply(solanaReplies.getTokenAccountsByOwner, reply, `getTokenAccountsByOwner on ${network.caipNetworkId}`)
    if (value.length === 0) return []
    const raw = value.reduce((sum, entry) => sum + readTokenAmount(entry.account.data[0], token.mint, address), 0n)
    return [{
      name: token.name,
      symbol: token.symbol,
      chainId: network.caipNetworkId,
      address: token.mint,
      quantity: { decimals: String(token.decimals), numeric: formatUnits(raw, token.decimals) },
      iconUrl: token.iconUrl ?? '',
    }]
  }))
  return balances.flat()
}
