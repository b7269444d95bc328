import { createPublicClient, defineChain, erc20Abi, http, isAddressEqual, parseTransaction, recoverTransactionAddress, type Hex, type PublicClient, type TransactionSerializable } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import * as z from 'zod/mini'
import { FrameError } from '../frame/FrameError.js'
import { describeEvmTransaction, decodeErc20Transfer, type TokenFacts } from './describeEvmTransaction.js'
import { describePersonalSign, describeTypedData } from './describeEvmSignature.js'
import { personalSignParams, rawTransactionParams, transactionParams, typedData, typedDataParams, type TransactionRequest } from './evmParams.js'
import type { RpcRequestContext } from './RpcRequestContext.js'

const invalid = (method: string) => new FrameError('INVALID_PARAMS', method)

function parse<S extends z.ZodMiniType>(schema: S, params: unknown, method: string): z.infer<S> {
  const parsed = z.safeParse(schema, params)
  if (!parsed.success) throw invalid(method)
  return parsed.data
}

function nodeOf(context: RpcRequestContext, chainId: number): PublicClient {
  if (!context.rpcUrl) throw new FrameError('NO_RPC_URL', `eip155:${chainId}`)
  const chain = defineChain({ id: chainId, name: `eip155:${chainId}`, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [context.rpcUrl] } } })
  return createPublicClient({ chain, transport: http(context.rpcUrl, { fetchFn: context.fetch, retryCount: 0 }) })
}

/** The token's own symbol and decimals, when its contract answers; the card falls back to raw units. */
async function tokenFacts(node: PublicClient, token: Hex): Promise<TokenFacts | undefined> {
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
async function fill(request: TransactionRequest, context: RpcRequestContext, chainId: number, node: PublicClient): Promise<TransactionSerializable & { chainId: number }> {
  const from = context.keys.evm.address
  if (request.from && !isAddressEqual(request.from, from)) throw new FrameError('WRONG_ACCOUNT')
  if (request.chainId && BigInt(request.chainId) !== BigInt(chainId)) throw invalid('the transaction names another chain')
  const served = await node.getChainId()
  if (served !== chainId) throw new FrameError('NO_RPC_URL', `the node serves eip155:${served}, not eip155:${chainId}`)
  const big = (value: string | undefined) => (value === undefined ? undefined : BigInt(value))
  const data = request.data ?? request.input
  const prepared = await node.prepareTransactionRequest({
    account: privateKeyToAccount(context.keys.evm.privateKey),
    chain: node.chain,
    to: request.to ?? undefined,
    value: big(request.value),
    data,
    gas: big(request.gas),
    nonce: request.nonce === undefined ? undefined : Number(BigInt(request.nonce)),
    ...(request.gasPrice !== undefined ? { gasPrice: big(request.gasPrice) } : { maxFeePerGas: big(request.maxFeePerGas), maxPriorityFeePerGas: big(request.maxPriorityFeePerGas) }),
  })
  const { account: _account, chain: _chain, from: _from, ...fields } = prepared
  return { ...fields, chainId } as TransactionSerializable & { chainId: number }
}

/** Approves, signs and (for a send) broadcasts a dapp's transaction. */
async function signTransaction(method: string, params: unknown, context: RpcRequestContext, chainId: number, send: boolean): Promise<Hex> {
  const [request] = parse(transactionParams, params, method)
  const node = nodeOf(context, chainId)
  const tx = await fill(request, context, chainId, node)
  const transfer = tx.to ? decodeErc20Transfer(tx.data) : undefined
  const token = transfer && tx.to ? await tokenFacts(node, tx.to) : undefined
  const gasPrice = 'gasPrice' in tx ? tx.gasPrice : undefined
  const maxFeePerGas = 'maxFeePerGas' in tx ? tx.maxFeePerGas : undefined
  await context.approve(describeEvmTransaction(send ? 'Send a transaction' : 'Sign a transaction', { ...tx, from: context.keys.evm.address, gasPrice, maxFeePerGas }, token))
  const signed = await privateKeyToAccount(context.keys.evm.privateKey).signTransaction(tx)
  return send ? node.sendRawTransaction({ serializedTransaction: signed }) : signed
}

/**
 * The EVM wallet methods the embedded wallet answers, each after the visitor's approval:
 * personal_sign, eth_signTypedData_v4, eth_signTransaction, eth_sendTransaction and
 * eth_sendRawTransaction. Reads never reach the frame (the site sends them to its own nodes).
 */
export async function answerEvmRequest(method: string, params: unknown, context: RpcRequestContext): Promise<unknown> {
  const chainId = Number(context.reference)
  if (!Number.isSafeInteger(chainId) || chainId <= 0) throw invalid('chainId')
  const account = privateKeyToAccount(context.keys.evm.privateKey)
  switch (method) {
    case 'personal_sign': {
      const [first, second] = parse(personalSignParams, params, method)
      const mine = (text: string) => /^0x[0-9a-fA-F]{40}$/.test(text) && isAddressEqual(text as Hex, account.address)
      const message = mine(second) ? first : mine(first) ? second : undefined
      if (message === undefined) throw new FrameError('WRONG_ACCOUNT')
      await context.approve(describePersonalSign(message, account.address, chainId))
      return account.signMessage({ message: /^0x([0-9a-fA-F]{2})*$/.test(message) ? { raw: message as Hex } : message })
    }
    case 'eth_signTypedData_v4': {
      const [address, raw] = parse(typedDataParams, params, method)
      if (!isAddressEqual(address, account.address)) throw new FrameError('WRONG_ACCOUNT')
      let json: unknown = raw
      try {
        if (typeof raw === 'string') json = JSON.parse(raw)
      } catch {
        throw invalid(method)
      }
      const data = parse(typedData, json, method)
      if (data.domain?.chainId !== undefined && BigInt(data.domain.chainId) !== BigInt(chainId)) throw invalid('the typed data names another chain')
      await context.approve(describeTypedData(data, account.address, chainId))
      const { EIP712Domain: _domain, ...types } = data.types
      return account.signTypedData({ domain: data.domain as Parameters<typeof account.signTypedData>[0]['domain'], types, primaryType: data.primaryType, message: data.message })
    }
    case 'eth_sendTransaction':
      return signTransaction(method, params, context, chainId, true)
    case 'eth_signTransaction':
      return signTransaction(method, params, context, chainId, false)
    case 'eth_sendRawTransaction': {
      const [raw] = parse(rawTransactionParams, params, method)
      let tx: ReturnType<typeof parseTransaction>
      let from: Hex
      try {
        tx = parseTransaction(raw)
        from = await recoverTransactionAddress({ serializedTransaction: raw as Parameters<typeof recoverTransactionAddress>[0]['serializedTransaction'] })
      } catch {
        throw invalid(method)
      }
      if (tx.chainId !== undefined && tx.chainId !== chainId) throw invalid('the transaction names another chain')
      const node = nodeOf(context, chainId)
      const gasPrice = 'gasPrice' in tx ? tx.gasPrice : undefined
      const maxFeePerGas = 'maxFeePerGas' in tx ? tx.maxFeePerGas : undefined
      await context.approve(describeEvmTransaction('Send a signed transaction', { ...tx, chainId, from, gasPrice, maxFeePerGas }))
      return node.sendRawTransaction({ serializedTransaction: raw })
    }
    default:
      throw new FrameError('UNSUPPORTED_METHOD')
  }
}
