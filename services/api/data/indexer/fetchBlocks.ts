import * as z from 'zod'
import { ChainBlockSchema, ChainReceiptSchema, type ChainBlock, type ChainReceipt } from '../rpc/chainSchemas.js'
import type { RpcClient, RpcOutcome } from '../rpc/createRpcClient.js'

export interface FetchedBlock {
  block: ChainBlock
  receipts: ChainReceipt[]
}

/** Whether the node answers eth_getBlockReceipts; learnt once per chain, then per-transaction receipts. */
export interface ReceiptMode {
  blockReceipts: boolean
}

const toHex = (value: number) => `0x${value.toString(16)}`

/**
 * Blocks `from`..`to` with full transactions and their receipts, in as few round trips as the node
 * allows. Stops before the first block the node does not have (yet), so the caller indexes only
 * what exists. Any malformed answer rejects: nothing half-read is stored.
 */
export async function fetchBlocks(rpc: RpcClient, from: number, to: number, mode: ReceiptMode): Promise<FetchedBlock[]> {
  const numbers = Array.from({ length: to - from + 1 }, (_, index) => from + index)
  const withReceipts = mode.blockReceipts
  const outcomes = await rpc.batch(
    numbers.flatMap((number) => [
      { method: 'eth_getBlockByNumber', params: [toHex(number), true] },
      ...(withReceipts ? [{ method: 'eth_getBlockReceipts', params: [toHex(number)] }] : []),
    ]),
  )
  const stride = withReceipts ? 2 : 1
  const fetched: FetchedBlock[] = []
  for (const [offset, number] of numbers.entries()) {
    const blockResult = resultOf(outcomes[offset * stride])
    if (blockResult === null) break
    const block = parse(ChainBlockSchema, blockResult, `block ${number}`)
    if (block.number !== number) throw new Error(`asked for block ${number}, got ${block.number}`)
    let receipts: ChainReceipt[] | undefined
    if (withReceipts) {
      const outcome = outcomes[offset * stride + 1]
      if (outcome && !outcome.ok && outcome.error.isMethodNotFound) {
        mode.blockReceipts = false
        return fetchBlocks(rpc, from, to, mode)
      }
      const result = resultOf(outcome)
      // A node may know the block an instant before its receipts: try again next tick.
      if (result === null) break
      receipts = parse(z.array(ChainReceiptSchema), result, `receipts of block ${number}`)
    }
    fetched.push({ block, receipts: receipts ?? [] })
  }
  if (!withReceipts) await fillReceipts(rpc, fetched)
  return fetched
}

async function fillReceipts(rpc: RpcClient, fetched: FetchedBlock[]): Promise<void> {
  const hashes = fetched.flatMap(({ block }) => block.transactions.map((transaction) => transaction.hash))
  const outcomes = await rpc.batch(hashes.map((hash) => ({ method: 'eth_getTransactionReceipt', params: [hash] })))
  const receipts = new Map<string, ChainReceipt>()
  for (const [index, hash] of hashes.entries()) {
    const result = resultOf(outcomes[index])
    if (result === null) throw new Error(`no receipt yet for ${hash}`)
    receipts.set(hash, parse(ChainReceiptSchema, result, `receipt of ${hash}`))
  }
  for (const entry of fetched) {
    entry.receipts = entry.block.transactions.flatMap((transaction) => {
      const receipt = receipts.get(transaction.hash)
      return receipt ? [receipt] : []
    })
  }
}

function resultOf(outcome: RpcOutcome | undefined): unknown {
  if (!outcome) throw new Error('the node answered a batch short')
  if (!outcome.ok) throw outcome.error
  return outcome.result
}

function parse<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  const parsed = schema.safeParse(value)
  if (!parsed.success) throw new Error(`the node sent a malformed ${what}: ${z.prettifyError(parsed.error).slice(0, 300)}`)
  return parsed.data
}
