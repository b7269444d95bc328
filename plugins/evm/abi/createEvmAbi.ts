import type * as Ethers from 'ethers'
import type { EvmAbi } from './EvmAbi.js'

const ERC20 = [
  'function transfer(address to, uint256 amount) returns (bool)',
  'function balanceOf(address owner) view returns (uint256)',
]
const MULTICALL3 = [
  'function aggregate3((address target, bool allowFailure, bytes callData)[] calls) payable returns ((bool success, bytes returnData)[] returnData)',
]
const WORD = /^0x[0-9a-fA-F]{64}$/

export function createEvmAbi(ethers: typeof Ethers): EvmAbi {
  const erc20 = new ethers.Interface(ERC20)
  const multicall = new ethers.Interface(MULTICALL3)
  return {
    encodeTransfer: (to, amount) => erc20.encodeFunctionData('transfer', [to, amount]),
    encodeBalanceOf: (owner) => erc20.encodeFunctionData('balanceOf', [owner]),
    encodeAggregate3: (calls) =>
      multicall.encodeFunctionData('aggregate3', [calls.map((call) => [call.target, true, call.callData])]),
    decodeAggregate3(data) {
      const [results] = multicall.decodeFunctionResult('aggregate3', data) as unknown as [readonly (readonly [boolean, string])[]]
      return results.map(([success, returnData]) => ({ success: Boolean(success), returnData: String(returnData) }))
    },
    decodeUint256: (data) => (WORD.test(data) ? BigInt(data) : undefined),
    checksumAddress: (address) => ethers.getAddress(address),
  }
}
