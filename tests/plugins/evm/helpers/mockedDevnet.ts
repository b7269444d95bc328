import type { Network } from '../../../../core/types/network.js'

/** A node URL no test reaches: msw answers it, so a capability's RPC reads are the test's to script. */
export const DEVNET_RPC = 'http://devnet.rpc.test/'

/** The local devnet as a site lists it, on DEVNET_RPC. */
export const devnet: Network = {
  id: 31337,
  caipNetworkId: 'eip155:31337',
  chainNamespace: 'eip155',
  name: 'Portico Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [DEVNET_RPC] } },
}
