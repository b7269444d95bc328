import { getAddress } from 'ethers'
import { formatUnits } from '../../../../core/format/units.js'
import type { TokenBalance } from '../../../../core/types/account.js'
import { decodeUint256, encodeBalanceOf } from '../abi/erc20Abi.js'
import { chunkCalls, decodeAggregate3, encodeAggregate3, MULTICALL3_ADDRESS } from '../abi/multicall3.js'
import type { DataChain } from '../DataChain.js'
import { QuantitySchema } from '../rpc/chainSchemas.js'
import type { RpcClient, RpcOutcome } from '../rpc/createRpcClient.js'
import type { KnownToken } from '../store/readKnownTokens.js'

export interface ReadBalancesOptions {
  rpc: RpcClient
  chain: DataChain
  /** lowercased */
  account: string
  /** the tokens to look for (readKnownTokens) */
  tokens: readonly KnownToken[]
  iconUrl(symbol: string): string
}

/**
 * The account's balances read live from the node: the native currency always, then each of the
 * given tokens with a non-zero balance. Prices are unknown on these chains, so 0. Rejects when the
 * node cannot answer: a balance is never guessed.
 */
export async function readBalances(options: ReadBalancesOptions): Promise<TokenBalance[]> {
  const { rpc, chain, account, tokens } = options
  const [balance, code] = await rpc.batch([
    { method: 'eth_getBalance', params: [account, 'latest'] },
    { method: 'eth_getCode', params: [MULTICALL3_ADDRESS, 'latest'] },
  ])
  const native = QuantitySchema.parse(resultOf(balance))
  const hasMulticall = typeof resultOf(code) === 'string' && resultOf(code) !== '0x'
  const amounts = tokens.length === 0 ? [] : hasMulticall ? await viaMulticall(rpc, account, tokens) : await viaCalls(rpc, account, tokens)
  const entries: TokenBalance[] = [
    toBalance(chain, { ...chain.nativeCurrency, amount: native, iconUrl: options.iconUrl(chain.nativeCurrency.symbol) }),
  ]
  for (const [index, token] of tokens.entries()) {
    const amount = amounts[index]
    if (amount === undefined || amount === 0n) continue
    entries.push(toBalance(chain, { ...token, amount, address: getAddress(token.address), iconUrl: options.iconUrl(token.symbol) }))
  }
  return entries
}

/** balanceOf through Multicall3, chunked by SPEC's 1024 bytes of call data, all chunks in one batch. */
async function viaMulticall(rpc: RpcClient, account: string, tokens: readonly KnownToken[]): Promise<(bigint | undefined)[]> {
  const calls = tokens.map((token) => ({ target: token.address, callData: encodeBalanceOf(account) }))
  const chunks = chunkCalls(calls)
  const outcomes = await rpc.batch(
    chunks.map((chunk) => ({ method: 'eth_call', params: [{ to: MULTICALL3_ADDRESS, data: encodeAggregate3(chunk) }, 'latest'] })),
  )
  return chunks.flatMap((chunk, index) => {
    const result = resultOf(outcomes[index])
    if (typeof result !== 'string') throw new Error('multicall returned no data')
    return decodeAggregate3(result, chunk.length).map((entry) => (entry.success ? decodeUint256(entry.returnData) : undefined))
  })
}

/** Without Multicall3: one eth_call a token, batched; a token whose call reverts has no balance. */
async function viaCalls(rpc: RpcClient, account: string, tokens: readonly KnownToken[]): Promise<(bigint | undefined)[]> {
  const outcomes = await rpc.batch(
    tokens.map((token) => ({ method: 'eth_call', params: [{ to: token.address, data: encodeBalanceOf(account) }, 'latest'] })),
  )
  return outcomes.map((outcome) => {
    if (!outcome.ok) {
      if (outcome.error.isRevert) return undefined
      throw outcome.error
    }
    return typeof outcome.result === 'string' ? decodeUint256(outcome.result) : undefined
  })
}

/** One balance as core's TokenBalance (shared with readSolanaBalances). */
export function toBalance(
  chain: DataChain,
  asset: { name: string; symbol: string; decimals: number; amount: bigint; iconUrl: string; address?: string },
): TokenBalance {
  return {
    name: asset.name,
    symbol: asset.symbol,
    chainId: chain.caipNetworkId,
    // The native currency has no address, as core's TokenBalance expects.
    ...(asset.address ? { address: asset.address } : {}),
    // No price or fiat value: the data layer has no price source and invents none.
    quantity: { decimals: String(asset.decimals), numeric: formatUnits(asset.amount, asset.decimals) },
    iconUrl: asset.iconUrl,
  }
}

/** A batch call's result; its error, or a batch answered short, rejects. */
export function resultOf(outcome: RpcOutcome | undefined): unknown {
  if (!outcome) throw new Error('the node answered a batch short')
  if (!outcome.ok) throw outcome.error
  return outcome.result
}
