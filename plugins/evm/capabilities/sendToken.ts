import type { ChainCapabilities } from 'portico/core'
import { loadEvmAbi } from '../abi/loadEvmAbi.js'
import type { EvmRuntime } from './EvmRuntime.js'
import { checkedAddress } from './checkedAddress.js'
import { sendTransaction } from './sendTransaction.js'
import { sessionProvider } from './sessionProvider.js'

type Params = Parameters<ChainCapabilities['sendToken']>[0]

/** Sends an ERC20 token: the token contract's transfer(receiver, amount) (SPEC section 7). */
export async function sendToken(runtime: Pick<EvmRuntime, 'kernel' | 'sessions'>, params: Params): Promise<string> {
  const { address, to, tokenAddress, amount, network } = params
  const provider = sessionProvider(runtime)
  const abi = await loadEvmAbi(runtime.kernel)
  const receiver = checkedAddress(abi, to, 'INVALID_RECEIVER')
  const token = checkedAddress(abi, tokenAddress, 'TOKEN_ADDRESS_REQUIRED')
  return sendTransaction(provider, network, { from: address, to: token, data: abi.encodeTransfer(receiver, amount) })
}
