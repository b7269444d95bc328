import { keccak256, type Hex } from 'viem'
import { vi } from 'vitest'

/**
 * An EVM node of chain `served` for the frame's signers: it fills transactions (nonce 5, 21000 gas,
 * 1 gwei fees), records what it is sent, and has a successful receipt for each sent transaction.
 */
export function fakeEvmNode(served = 1) {
  const sent: Hex[] = []
  const answers: Record<string, (params: unknown[]) => unknown> = {
    eth_chainId: () => `0x${served.toString(16)}`,
    eth_getBlockByNumber: () => ({ number: '0x10', hash: `0x${'ab'.repeat(32)}`, timestamp: '0x1', gasLimit: '0x1c9c380', gasUsed: '0x0', baseFeePerGas: '0x3b9aca00', transactions: [] }),
    eth_maxPriorityFeePerGas: () => '0x3b9aca00',
    eth_getTransactionCount: () => '0x5',
    eth_estimateGas: () => '0x5208',
    eth_sendRawTransaction: ([raw]) => {
      sent.push(raw as Hex)
      return keccak256(raw as Hex)
    },
    eth_getTransactionReceipt: ([hash]) => {
      const raw = sent.find((one) => keccak256(one) === hash)
      return raw === undefined ? null : {
        transactionHash: hash, blockHash: `0x${'cd'.repeat(32)}`, blockNumber: '0x11', transactionIndex: '0x0', from: `0x${'00'.repeat(20)}`, to: null,
        cumulativeGasUsed: '0x5208', gasUsed: '0x5208', effectiveGasPrice: '0x3b9aca00', contractAddress: null, logs: [], logsBloom: `0x${'00'.repeat(256)}`, status: '0x1', type: '0x2',
      }
    },
  }
  const fetch = vi.fn(async (_url: unknown, init?: RequestInit) => {
    const { id, method, params } = JSON.parse(String(init?.body)) as { id: number; method: string; params: unknown[] }
    const answer = answers[method]
    const body = answer ? { jsonrpc: '2.0', id, result: answer(params) } : { jsonrpc: '2.0', id, error: { code: -32601, message: `no ${method}` } }
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })
  })
  return { fetch: fetch as unknown as typeof globalThis.fetch, sent }
}
