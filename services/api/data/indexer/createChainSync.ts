import type { Sql } from '../../db/Sql.js'
import { ChainBlockHeaderSchema, QuantitySchema } from '../rpc/chainSchemas.js'
import type { RpcClient } from '../rpc/createRpcClient.js'
import { readIndexedHashes, readIndexedHead, readKnownTokenAddresses, type StoredBlock } from '../store/readIndexedBlocks.js'
import { registerTokenImages } from '../store/registerTokenImages.js'
import { rewindChain } from '../store/rewindChain.js'
import { storeBlock } from '../store/storeBlock.js'
import { decodeBlock } from './decodeBlock.js'
import { fetchBlocks, type ReceiptMode } from './fetchBlocks.js'
import { readNftTokenUris } from './readNftTokenUris.js'
import { readTokenMetadata } from './readTokenMetadata.js'

export interface ChainSync {
  /** Indexes the next run of blocks; 'more' when the chain is further ahead, 'idle' when caught up. */
  step(): Promise<'more' | 'idle'>
}

export interface CreateChainSyncOptions {
  sql: Sql
  chainId: string
  rpc: RpcClient
  /** Blocks read in one JSON-RPC batch (each block is still stored in its own transaction). */
  blocksPerStep?: number
  log?: (message: string) => void
}

const ANCESTOR_WINDOW = 64

/**
 * Brings one chain's index up to the node's head: from block 0 on first run, then block by block.
 * When the node's chain no longer extends what was stored (a reorg, or a development chain
 * restarted under the same id), it rewinds to the last block both agree on and goes on from there.
 */
export function createChainSync(options: CreateChainSyncOptions): ChainSync {
  const { sql, chainId, rpc, blocksPerStep = 25, log = (message: string) => console.warn(message) } = options
  const receiptMode: ReceiptMode = { blockReceipts: true }

  async function findCommonAncestor(start: number): Promise<number> {
    for (let top = start; top >= 0; top -= ANCESTOR_WINDOW) {
      const bottom = Math.max(0, top - ANCESTOR_WINDOW + 1)
      const stored = await readIndexedHashes(sql, chainId, bottom, top)
      const numbers = Array.from({ length: top - bottom + 1 }, (_, index) => top - index)
      const outcomes = await rpc.batch(numbers.map((number) => ({ method: 'eth_getBlockByNumber', params: [`0x${number.toString(16)}`, false] })))
      for (const [index, number] of numbers.entries()) {
        const outcome = outcomes[index]
        if (!outcome?.ok) throw outcome?.error ?? new Error('the node answered a batch short')
        const header = ChainBlockHeaderSchema.safeParse(outcome.result)
        if (header.success && stored.get(number) === header.data.hash) return number
      }
    }
    return -1
  }

  async function rewind(from: number): Promise<void> {
    const keep = await findCommonAncestor(from)
    log(`[data] ${chainId}: the chain no longer matches the index above block ${keep}; re-indexing from block ${keep + 1}`)
    await rewindChain(sql, chainId, keep)
  }

  return {
    async step() {
      const latest = Number(QuantitySchema.parse(await rpc.call('eth_blockNumber', [])))
      const head = await readIndexedHead(sql, chainId)
      if (head && latest < head.number) {
        await rewind(latest)
        return 'more'
      }
      const from = head ? head.number + 1 : 0
      if (from > latest) return 'idle'
      const to = Math.min(latest, from + blocksPerStep - 1)
      const fetched = await fetchBlocks(rpc, from, to, receiptMode)
      let parent: StoredBlock | undefined = head
      for (const { block, receipts } of fetched) {
        if (parent && block.parentHash !== parent.hash) {
          await rewind(parent.number)
          return 'more'
        }
        const indexed = decodeBlock(block, receipts)
        // An NFT collection is kept among the tokens too (its name and symbol; no decimals).
        const tokens = [...new Set([...indexed.transfers.map((transfer) => transfer.token), ...indexed.nftTransfers.map((transfer) => transfer.contract)])]
        const known = await readKnownTokenAddresses(sql, chainId, tokens)
        const newTokens = await readTokenMetadata(rpc, tokens.filter((token) => !known.has(token)))
        const newNfts = await readNftTokenUris(sql, rpc, chainId, indexed.nftTransfers)
        await storeBlock(sql, chainId, indexed, newTokens, newNfts)
        await registerTokenImages(sql, newTokens.filter((token) => token.decimals !== null).map((token) => token.symbol), log)
        parent = { number: block.number, hash: block.hash }
      }
      return fetched.length === to - from + 1 && to < latest ? 'more' : 'idle'
    },
  }
}
