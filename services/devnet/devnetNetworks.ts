import type { Network } from '../../core/types/network.js'
import type { Devnet } from './startDevnet.js'

/** The devnet's chains as Portico networks, ready for the `networks` option of a kernel. */
export function devnetNetworks(devnet: Pick<Devnet, 'chains'>): Network[] {
  return devnet.chains.map((chain) => ({
    id: chain.chainId,
    caipNetworkId: chain.caipNetworkId,
    chainNamespace: 'eip155',
    name: chain.name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
    testnet: true,
  }))
}
