import type { ChainCapabilities, SendFee } from 'portico/core'
import { loadEvmAbi } from '../abi/loadEvmAbi.js'
import { EvmError } from '../EvmError.js'
import { parseQuantity, toQuantity } from '../encoding.js'
import { prefixAddress } from '../evmAddress.js'
import type { EvmRuntime } from './EvmRuntime.js'
import { checkedAddress } from './sendTransaction.js'

type Params = Parameters<ChainCapabilities['estimateSendFee']>[0]

/**
 * The fee of the transaction sendNative or sendToken would make: eth_estimateGas on the same
 * { from, to, value | data } times eth_gasPrice, both from the network's RPC. The wallet may price
 * gas a little differently, so this is an estimate for the preview, not a promise.
 */
export async function estimateSendFee(runtime: Pick<EvmRuntime, 'kernel' | 'transports'>, params: Params): Promise<SendFee> {
  const { address, to, amount, tokenAddress, network } = params
  const abi = await loadEvmAbi(runtime.kernel)
  const receiver = checkedAddress(abi, to, 'INVALID_RECEIVER')
  const transaction = tokenAddress === undefined
    ? { from: prefixAddress(address), to: receiver, value: toQuantity(amount) }
    : { from: prefixAddress(address), to: checkedAddress(abi, tokenAddress, 'TOKEN_ADDRESS_REQUIRED'), data: abi.encodeTransfer(receiver, amount) }
  const transport = runtime.transports.of(network)
  const [gasReply, priceReply] = await Promise.all([
    transport.request({ method: 'eth_estimateGas', params: [transaction] }),
    transport.request({ method: 'eth_gasPrice', params: [] }),
  ])
  const gas = parseQuantity(gasReply)
  const price = parseQuantity(priceReply)
  if (gas === undefined || price === undefined) throw new EvmError('INVALID_RPC_RESULT', { details: `eth_estimateGas or eth_gasPrice on ${network.caipNetworkId}` })
  return { fee: gas * price, symbol: network.nativeCurrency.symbol, decimals: network.nativeCurrency.decimals }
}
