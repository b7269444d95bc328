/**
 * An Ethereum mainnet node that has nothing to say about anyone: the right chain id, a recent
 * block, zero balances, empty code and calls. Enough for a library that checks its RPC at start.
 */
export function answerJsonRpc(body: unknown): unknown {
  if (Array.isArray(body)) return body.map(answerOne)
  return answerOne(body)
}

const BLOCK = 21_000_000

function answerOne(request: unknown): unknown {
  const { id = null, method } = (typeof request === 'object' && request !== null ? request : {}) as { id?: unknown; method?: unknown }
  const result = (value: unknown) => ({ jsonrpc: '2.0', id, result: value })
  switch (method) {
    case 'eth_chainId':
      return result('0x1')
    case 'net_version':
      return result('1')
    case 'eth_blockNumber':
      return result(`0x${BLOCK.toString(16)}`)
    case 'eth_getBalance':
    case 'eth_getTransactionCount':
    case 'eth_gasPrice':
    case 'eth_maxPriorityFeePerGas':
      return result('0x0')
    case 'eth_getCode':
    case 'eth_call':
      return result('0x')
    case 'eth_getBlockByNumber':
      return result({ number: `0x${BLOCK.toString(16)}`, hash: `0x${'11'.repeat(32)}`, parentHash: `0x${'22'.repeat(32)}`, timestamp: '0x67000000', baseFeePerGas: '0x3b9aca00', gasLimit: '0x1c9c380', gasUsed: '0x0', transactions: [] })
    default:
      return { jsonrpc: '2.0', id, error: { code: -32601, message: `the bench fixture does not answer ${String(method)}` } }
  }
}
