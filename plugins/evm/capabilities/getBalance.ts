import { formatUnits } from 'portico/core'
import type { ChainCapabilities } from 'portico/core'
import { EvmError } from '../EvmError.js'
import { parseQuantity } from '../hexQuantity.js'
import { prefixAddress } from '../prefixAddress.js'
import type { EvmRuntime } from './EvmRuntime.js'

type Params = Parameters<ChainCapabilities['getBalance']>[0]

/** The native balance from the network's own RPC (never the wallet), as an exact decimal string. */
export async function getBalance(runtime: Pick<EvmRuntime, 'transports'>, { address, network }: Params) {
  const reply = await runtime.transports.of(network).request({ method: 'eth_getBalance', params: [prefixAddress(address), 'latest'] })
  const raw = parseQuantity(reply)
  if (raw === undefined) throw new EvmError('INVALID_RPC_RESULT', { details: `eth_getBalance on ${network.caipNetworkId}` })
  return { balance: formatUnits(raw, network.nativeCurrency.decimals), symbol: network.nativeCurrency.symbol }
}
