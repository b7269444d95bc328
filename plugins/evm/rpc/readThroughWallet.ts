import type { Network, RpcRequest } from 'portico/core'
import { EvmError } from '../EvmError.js'
import { eip1193ProviderOf, requestWallet } from '../provider/Eip1193Provider.js'
import { toCaipChainId } from '../encoding.js'
import { toWalletError } from '../provider/toWalletError.js'

/**
 * One read of `network` through the connected wallet: for a network that names no RPC URL on a
 * kernel with no public RPC host, the wallet is the one node Portico may ask (it never picks a host
 * of its own). The wallet is asked for its chain first: a read answered on another chain would show
 * a balance that is not this network's. Nothing connected is INVALID_CONNECTION_STATUS; a wallet's
 * own failure comes back as toWalletError makes it. `session` is the connected session's provider
 * at the time of the read (undefined while nothing is connected).
 */
export async function readThroughWallet(session: unknown, network: Network, { method, params }: RpcRequest): Promise<unknown> {
  const provider = eip1193ProviderOf(session)
  try {
    const chain = toCaipChainId(await requestWallet(provider, { method: 'eth_chainId' }))
    if (chain !== network.caipNetworkId) {
      throw new EvmError('WALLET_CHAIN_MISMATCH', { details: `the wallet is on ${chain ?? 'an unknown chain'}, the read is for ${network.caipNetworkId}` })
    }
    return await requestWallet(provider, { method, ...(params === undefined ? {} : { params }) })
  } catch (error) {
    throw toWalletError(error, method)
  }
}
