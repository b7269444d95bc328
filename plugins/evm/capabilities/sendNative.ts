import type { ChainCapabilities } from 'portico/core'
import { loadEvmAbi } from '../abi/loadEvmAbi.js'
import { toQuantity } from '../hexQuantity.js'
import type { EvmRuntime } from './EvmRuntime.js'
import { checkedAddress } from './checkedAddress.js'
import { sendTransaction } from './sendTransaction.js'
import { sessionProvider } from './sessionProvider.js'

type Params = Parameters<ChainCapabilities['sendNative']>[0]

/** Sends the native currency: eth_sendTransaction { from, to, value } through the wallet. */
export async function sendNative(runtime: Pick<EvmRuntime, 'kernel' | 'sessions'>, { address, to, amount, network }: Params): Promise<string> {
  const provider = sessionProvider(runtime)
  const abi = await loadEvmAbi(runtime.kernel)
  const receiver = checkedAddress(abi, to, 'INVALID_RECEIVER')
  return sendTransaction(provider, network, { from: address, to: receiver, value: toQuantity(amount) })
}
