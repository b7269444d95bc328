import { AbiCoder, Interface } from 'ethers'
import type { RpcRequest, Transport } from '../../../../core/rpc/Transport.js'
import { MULTICALL3_ADDRESS } from '../../../../plugins/evm/index.js'

const multicall = new Interface([
  'function aggregate3((address target, bool allowFailure, bytes callData)[] calls) payable returns ((bool success, bytes returnData)[] returnData)',
])
const erc20 = new Interface(['function balanceOf(address owner) view returns (uint256)'])
const coder = AbiCoder.defaultAbiCoder()

/** What one token answers balanceOf with: a balance, a revert, or raw return data. */
export type TokenAnswer = bigint | 'revert' | { raw: string }

export interface MulticallNodeOptions {
  /** By lower-case token address; a token missing here reverts. */
  tokens: Record<string, TokenAnswer>
  /** Changes the results of a batch before they are encoded (to drop or add one, say). */
  tamper?: (results: [boolean, string][]) => [boolean, string][]
}

/**
 * A node that runs Multicall3's aggregate3 over ERC20 balanceOf calls in memory, and records each
 * batch's calls, so tests see exactly what was batched.
 */
export function multicallNode(options: MulticallNodeOptions) {
  const batches: { target: string; callData: string; allowFailure: boolean }[][] = []
  const answer = (request: RpcRequest): unknown => {
    const [call] = (request.params ?? []) as [{ to: string; data: string }]
    if (request.method !== 'eth_call' || call.to !== MULTICALL3_ADDRESS) throw new Error(`unexpected ${request.method}`)
    const [calls] = multicall.decodeFunctionData('aggregate3', call.data) as unknown as [[string, boolean, string][]]
    batches.push(calls.map(([target, allowFailure, callData]) => ({ target: target.toLowerCase(), allowFailure, callData })))
    let results = calls.map(([target, , callData]): [boolean, string] => {
      const token = options.tokens[target.toLowerCase()]
      erc20.decodeFunctionData('balanceOf', callData)
      if (token === undefined || token === 'revert') return [false, '0x']
      if (typeof token === 'object') return [true, token.raw]
      return [true, coder.encode(['uint256'], [token])]
    })
    if (options.tamper) results = options.tamper(results)
    return multicall.encodeFunctionResult('aggregate3', [results])
  }
  const transport: Transport = {
    request: async (request) => answer(request),
    destroy() {},
  }
  return { answer, transport, batches }
}
