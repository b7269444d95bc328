import { isAddressEqual, parseTransaction, recoverTransactionAddress, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import * as z from 'zod/mini'
import { FrameError } from '../frame/FrameError.js'
import { describeEvmTransaction, decodeErc20Transfer } from './describeEvmTransaction.js'
import { describePersonalSign, describeTypedData } from './describeEvmSignature.js'
import { personalSignParams, rawTransactionParams, transactionParams, typedData, typedDataParams } from './evmParams.js'
import { answerWalletCalls } from './answerWalletCalls.js'
import { evmNode, prepareEvmTransaction, readTokenFacts } from './prepareEvmTransaction.js'
import type { RpcRequestContext } from './RpcRequestContext.js'

const invalid = (method: string) => new FrameError('INVALID_PARAMS', method)

function parse<S extends z.ZodMiniType>(schema: S, params: unknown, method: string): z.infer<S> {
  const parsed = z.safeParse(schema, params)
  if (!parsed.success) throw invalid(method)
  return parsed.data
}

/** Approves, signs and (for a send) broadcasts a dapp's transaction. */
async function signTransaction(method: string, params: unknown, context: RpcRequestContext, chainId: number, send: boolean): Promise<Hex> {
  const [request] = parse(transactionParams, params, method)
  const node = evmNode(context, chainId)
  const tx = await prepareEvmTransaction(request, context, chainId, node)
  const transfer = tx.to ? decodeErc20Transfer(tx.data) : undefined
  const token = transfer && tx.to ? await readTokenFacts(node, tx.to) : undefined
  const gasPrice = 'gasPrice' in tx ? tx.gasPrice : undefined
  const maxFeePerGas = 'maxFeePerGas' in tx ? tx.maxFeePerGas : undefined
  await context.approve(describeEvmTransaction(send ? 'Send a transaction' : 'Sign a transaction', { ...tx, from: context.keys.evm.address, gasPrice, maxFeePerGas }, context.network, token))
  const signed = await privateKeyToAccount(context.keys.evm.privateKey).signTransaction(tx)
  return send ? node.sendRawTransaction({ serializedTransaction: signed }) : signed
}

/**
 * The EVM wallet methods the embedded wallet answers, each after the visitor's approval:
 * personal_sign, eth_signTypedData_v4, eth_signTransaction, eth_sendTransaction and
 * eth_sendRawTransaction, and EIP-5792's calls (answerWalletCalls). Reads never reach the frame
 * (the site sends them to its own nodes).
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
      await context.approve(describePersonalSign(message, account.address, context.network))
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
      await context.approve(describeTypedData(data, account.address, context.network))
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
      const node = evmNode(context, chainId)
      const gasPrice = 'gasPrice' in tx ? tx.gasPrice : undefined
      const maxFeePerGas = 'maxFeePerGas' in tx ? tx.maxFeePerGas : undefined
      await context.approve(describeEvmTransaction('Send a signed transaction', { ...tx, chainId, from, gasPrice, maxFeePerGas }, context.network))
      return node.sendRawTransaction({ serializedTransaction: raw })
    }
    case 'wallet_getCapabilities':
    case 'wallet_sendCalls':
    case 'wallet_getCallsStatus':
      return answerWalletCalls(method, params, context, chainId)
    default:
      throw new FrameError('UNSUPPORTED_METHOD')
  }
}
