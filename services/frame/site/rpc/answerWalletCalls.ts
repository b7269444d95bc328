import { hexToBigInt, isAddressEqual, numberToHex, toHex, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import * as z from 'zod/mini'
import { FrameError } from '../frame/FrameError.js'
import type { ApprovalRow } from './ApprovalRequest.js'
import { describeEvmTransaction } from './describeEvmTransaction.js'
import { evmAddress, quantity, transactionRequest } from './evmParams.js'
import { evmNode, prepareEvmTransaction, type PreparedTransaction } from './prepareEvmTransaction.js'
import type { RpcRequestContext } from './RpcRequestContext.js'

const MAX_CALLS = 16
const HASH_HEX = 64

/** EIP-5792's wallet_sendCalls: one request of several calls; `atomicRequired` the frame cannot honour. */
const sendCallsParams = z.tuple([z.object({
  chainId: quantity,
  from: z.optional(evmAddress),
  atomicRequired: z.optional(z.boolean()),
  calls: z.array(z.pick(transactionRequest, { to: true, data: true, value: true })).check(z.minLength(1), z.maxLength(MAX_CALLS)),
})], z.unknown())
const callsId = z.string().check(z.regex(new RegExp(`^0x[0-9a-f]{16}([0-9a-f]{${HASH_HEX}}){1,${MAX_CALLS}}$`)))
const getCallsStatusParams = z.tuple([callsId], z.unknown())

/**
 * The batch id names the chain and the transactions it became, so wallet_getCallsStatus reads it
 * back from the chain alone, with nothing kept in the frame: 8 bytes of chain id, then the hashes.
 */
function encodeCallsId(chainId: number, hashes: Hex[]): Hex {
  return `0x${numberToHex(chainId, { size: 8 }).slice(2)}${hashes.map((hash) => hash.slice(2)).join('')}`
}

/**
 * wallet_getCapabilities, wallet_sendCalls and wallet_getCallsStatus (EIP-5792), for the frame's
 * plain account: no atomic batches, so the calls go as consecutive transactions after one approval
 * that lists them all.
 */
export async function answerWalletCalls(method: string, params: unknown, context: RpcRequestContext, chainId: number): Promise<unknown> {
  switch (method) {
    case 'wallet_getCapabilities':
      return { [toHex(chainId)]: { atomic: { status: 'unsupported' } } }
    case 'wallet_sendCalls': {
      const parsed = z.safeParse(sendCallsParams, params)
      if (!parsed.success) throw new FrameError('INVALID_PARAMS', method)
      const [{ calls, from, atomicRequired, chainId: requested }] = parsed.data
      if (atomicRequired) throw new FrameError('UNSUPPORTED_METHOD', 'atomic batches')
      if (from && !isAddressEqual(from, context.keys.evm.address)) throw new FrameError('WRONG_ACCOUNT')
      if (BigInt(requested) !== BigInt(chainId)) throw new FrameError('INVALID_PARAMS', 'the calls name another chain')
      const node = evmNode(context, chainId)
      const prepared: PreparedTransaction[] = []
      for (const call of calls) {
        // Each call after the first takes the next nonce: they are sent one after the other.
        const nonce = prepared.length === 0 ? undefined : toHex(Number(prepared[0]!.nonce) + prepared.length)
        prepared.push(await prepareEvmTransaction({ ...call, ...(nonce ? { nonce } : {}) }, context, chainId, node))
      }
      const rows: ApprovalRow[] = prepared.flatMap((tx, index) => describeEvmTransaction('', { ...tx, from: context.keys.evm.address, maxFeePerGas: 'maxFeePerGas' in tx ? tx.maxFeePerGas : undefined, gasPrice: 'gasPrice' in tx ? tx.gasPrice : undefined }, context.network).rows
        .filter((row) => row.label !== 'Network' && row.label !== 'From')
        .map((row) => ({ label: `${index + 1}. ${row.label}`, value: row.value })))
      await context.approve({ title: `Send ${calls.length} transactions`, rows: [{ label: 'Network', value: context.network.label }, { label: 'From', value: context.keys.evm.address }, ...rows] })
      const account = privateKeyToAccount(context.keys.evm.privateKey)
      const hashes: Hex[] = []
      for (const tx of prepared) hashes.push(await node.sendRawTransaction({ serializedTransaction: await account.signTransaction(tx) }))
      return { id: encodeCallsId(chainId, hashes) }
    }
    case 'wallet_getCallsStatus': {
      const parsed = z.safeParse(getCallsStatusParams, params)
      if (!parsed.success) throw new FrameError('INVALID_PARAMS', method)
      const [id] = parsed.data
      const batchChain = Number(hexToBigInt(`0x${id.slice(2, 18)}`))
      if (batchChain !== chainId) throw new FrameError('INVALID_PARAMS', 'the batch was sent on another chain')
      const hashes = id.slice(18).match(new RegExp(`.{${HASH_HEX}}`, 'g'))!.map((hash): Hex => `0x${hash}`)
      const node = evmNode(context, chainId)
      const receipts = await Promise.all(hashes.map((hash) => node.getTransactionReceipt({ hash }).catch(() => undefined)))
      const done = receipts.filter((receipt) => receipt !== undefined)
      const failed = done.filter((receipt) => receipt.status !== 'success').length
      // EIP-5792's codes: 100 pending, 200 confirmed, 500 all reverted, 600 some reverted.
      const status = done.length < hashes.length ? 100 : failed === 0 ? 200 : failed === done.length ? 500 : 600
      return {
        version: '2.0.0',
        id,
        chainId: toHex(chainId),
        status,
        atomic: false,
        receipts: done.map((receipt) => ({
          logs: receipt.logs.map((log) => ({ address: log.address, data: log.data, topics: log.topics })),
          status: receipt.status === 'success' ? '0x1' : '0x0',
          blockHash: receipt.blockHash,
          blockNumber: toHex(receipt.blockNumber),
          gasUsed: toHex(receipt.gasUsed),
          transactionHash: receipt.transactionHash,
        })),
      }
    }
    default:
      throw new FrameError('UNSUPPORTED_METHOD')
  }
}

