import { AbiCoder } from 'ethers'
import { delay, http, HttpResponse } from 'msw'
import { TRANSFER_TOPIC } from '../../../../services/api/data/abi/erc20Abi.js'

/** A JSON-RPC node in memory, for the indexer's unit tests: blocks, receipts, a token and outages. */
export interface FakeChain {
  url: string
  handler: ReturnType<typeof http.post>
  /** Mines a block with a native send from `from` to `to`, and a token transfer when `token` is set. */
  mine(tx: { from: string; to: string; value?: bigint; token?: { from: string; to: string; amount: bigint } }): void
  /** Drops blocks above `keep` (a reorg or a restart); the next blocks get new hashes. */
  reorg(keep: number): void
  /** 'up' answers; 'down' answers HTTP 503; 'hang' never answers. */
  mode: 'up' | 'down' | 'hang'
  /** eth_getBlockReceipts answers method-not-found when false. */
  blockReceipts: boolean
  requests: string[]
  height(): number
}

export const TOKEN = '0x' + 'c3'.repeat(20)
const hex = (value: number | bigint) => `0x${value.toString(16)}`
const word = (value: bigint) => `0x${value.toString(16).padStart(64, '0')}`
const topic = (address: string) => `0x${'0'.repeat(24)}${address.slice(2)}`
const abi = AbiCoder.defaultAbiCoder()

export function createFakeChain(url: string): FakeChain {
  let salt = 0
  const hashOf = (label: string) => word(BigInt(`0x${Buffer.from(`${label}:${salt}`).toString('hex').slice(0, 60)}`))
  type Block = { number: string; hash: string; parentHash: string; timestamp: string; transactions: Record<string, unknown>[] }
  const blocks: Block[] = []
  const receipts = new Map<string, Record<string, unknown>>()
  const addBlock = (transactions: Record<string, unknown>[]) => {
    const number = blocks.length
    const hash = hashOf(`block${number}`)
    blocks.push({ number: hex(number), hash, parentHash: blocks.at(-1)?.hash ?? word(0n), timestamp: hex(1_700_000_000 + number), transactions })
  }
  addBlock([])

  const answer = (method: string, params: unknown[]): { result?: unknown; error?: { code: number; message: string } } => {
    switch (method) {
      case 'eth_blockNumber': return { result: hex(blocks.length - 1) }
      case 'eth_getBlockByNumber': {
        const block = blocks[Number(params[0])]
        if (!block) return { result: null }
        return { result: params[1] ? block : { ...block, transactions: block.transactions.map((tx) => tx.hash) } }
      }
      case 'eth_getBlockReceipts': {
        if (!fake.blockReceipts) return { error: { code: -32601, message: 'Method not found' } }
        const block = blocks[Number(params[0])]
        return { result: block ? block.transactions.map((tx) => receipts.get(tx.hash as string)) : null }
      }
      case 'eth_getTransactionReceipt': return { result: receipts.get(params[0] as string) ?? null }
      case 'eth_getBalance': return { result: hex(1_250_000_000_000_000_000n) }
      // No Multicall3 here, so balances are read one eth_call a token.
      case 'eth_getCode': return { result: '0x' }
      case 'eth_call': {
        const { to, data } = params[0] as { to: string; data: string }
        if (to !== TOKEN) return { result: '0x' }
        if (data === '0x06fdde03') return { result: abi.encode(['string'], ['Fake Dollar']) }
        if (data === '0x95d89b41') return { result: abi.encode(['string'], ['FUSD']) }
        if (data === '0x313ce567') return { result: abi.encode(['uint8'], [6]) }
        if (data.startsWith('0x70a08231')) return { result: word(2_500_000n) }
        return { error: { code: 3, message: 'execution reverted' } }
      }
      default: return { error: { code: -32601, message: `Method ${method} not found` } }
    }
  }

  const fake: FakeChain = {
    url,
    mode: 'up',
    blockReceipts: true,
    requests: [],
    height: () => blocks.length - 1,
    mine({ from, to, value = 0n, token }) {
      const hash = hashOf(`tx${blocks.length}`)
      const transaction = { hash, from, to: token ? TOKEN : to, value: hex(value), input: token ? '0xa9059cbb' : '0x', transactionIndex: '0x0' }
      const logs = token ? [{ address: TOKEN, topics: [TRANSFER_TOPIC, topic(token.from), topic(token.to)], data: word(token.amount), logIndex: '0x0' }] : []
      receipts.set(hash, { transactionHash: hash, status: '0x1', contractAddress: null, logs })
      addBlock([transaction])
    },
    reorg(keep) {
      blocks.splice(keep + 1)
      salt += 1
    },
    handler: http.post(url, async ({ request }) => {
      if (fake.mode === 'hang') await delay('infinite')
      if (fake.mode === 'down') return new HttpResponse('node is down', { status: 503 })
      const body = (await request.json()) as { id: number; method: string; params: unknown[] } | { id: number; method: string; params: unknown[] }[]
      const list = Array.isArray(body) ? body : [body]
      const replies = list.map(({ id, method, params }) => {
        fake.requests.push(method)
        return { jsonrpc: '2.0', id, ...answer(method, params) }
      })
      return HttpResponse.json(Array.isArray(body) ? replies : replies[0])
    }),
  }
  return fake
}
