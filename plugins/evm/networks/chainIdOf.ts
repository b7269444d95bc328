import { ChainError } from 'portico/core'
import type { Network } from 'portico/core'

/** An eip155 network's chain id, from its `eip155:<decimal>` network id. */
export function chainIdOf(network: Pick<Network, 'caipNetworkId'>): bigint {
  const match = /^eip155:([1-9][0-9]{0,19})$/.exec(network.caipNetworkId)
  if (!match) throw new ChainError('INVALID_CAIP2_NETWORK_ID', { details: `${network.caipNetworkId} is not an eip155 chain id` })
  return BigInt(match[1]!)
}
