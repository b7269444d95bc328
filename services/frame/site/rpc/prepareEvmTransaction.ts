import { createPublicClient, defineChain, erc20Abi, http, isAddressEqual, type Hex, type PublicClient, type TransactionSerializable } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { FrameError } from '../frame/FrameError.js'
import type { TokenFacts } from './describeEvmTransaction.js'
import type { TransactionRequest } from './evmParams.js'
import type { RpcRequestContext } from './RpcRequestContext.js'

/** A transaction ready to sign: every field filled, on the request's chain. */
export type PreparedTransaction = TransactionSerializable & { chainId: number }

/** The site's node for the request's chain; without one the frame cannot fill or send. */
export function evmNode(context: RpcRequestContext, chainId: number): PublicClient {
  if (!context.rpcUrl) throw new FrameError('NO_RPC_URL', `eip155:${chainId}`)
  const chain = defineChain({ id: chainId, name: `eip155:${chainId}`, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [context.rpcUrl] } } })
  return createPublicClient({ chain, transport: http(context.rpcUrl, { fetchFn: context.fetch, retryCount: 0 }) })
}

/** The token's own symbol and decimals, when its contract answers; the card falls back to raw units. */
export async function readTokenFacts(node: PublicClient, token: Hex): Promise<TokenFacts | undefined> {
  try {
    const [symbol, decimals] = await Promise.all([
      node.readContract({ address: token, abi: erc20Abi, functionName: 'symbol' }),
      node.readContract({ address: token, abi: erc20Abi, functionName: 'decimals' }),
    ])
    return { symbol: symbol.slice(0, 16), decimals }
  } catch {
    return undefined
  }
}

/**
 * The dapp's transaction with what it left out (nonce, gas, fees) filled by the site's node, on
 * the request's chain: the node must say it serves that chain, so a wrong URL cannot make the
 * visitor sign for another chain. The visitor approves the filled transaction, fees included.
 */
export async function prepareEvmTransaction(request: TransactionRequest, context: RpcRequestContext, chainId: number, node: PublicClient): Promise<PreparedTransaction> {
  const from = context.keys.evm.address
  if (request.from && !isAddressEqual(request.from, from)) throw new FrameError('WRONG_ACCOUNT')
  if (request.chainId && BigInt(request.chainId) !== BigInt(chainId)) throw new FrameError('INVALID_PARAMS', 'the transaction names another chain')
  const served = await node.getChainId()
  if (served !== chainId) throw new FrameError('NO_RPC_URL', `the node serves eip155:${served}, not eip155:${chainId}`)
  const big = (value: string | undefined) => (value === undefined ? undefined : BigInt(value))
  const prepared = await node.prepareTransactionRequest({
    account: privateKeyToAccount(context.keys.evm.privateKey),
    chain: node.chain,
    to: request.to ?? undefined,
    value: big(request.value),
    data: request.data ?? request.input,
    gas: big(request.gas),
    nonce: request.nonce === undefined ? undefined : Number(BigInt(request.nonce)),
    ...(request.gasPrice !== undefined ? { gasPrice: big(request.gasPrice) } : { maxFeePerGas: big(request.maxFeePerGas), maxPriorityFeePerGas: big(request.maxPriorityFeePerGas) }),
  })
  const { account: _account, chain: _chain, from: _from, ...fields } = prepared
  return { ...fields, chainId } as PreparedTransaction
}
