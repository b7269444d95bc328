import type { NativeCurrency, Network } from 'portico/core'

export interface EvmNetworkDefinition {
  /** The EIP-155 chain id. */
  id: number
  name: string
  nativeCurrency: NativeCurrency
  /** The chain's own public node: offered to wallets that add the chain (wallet_addEthereumChain). */
  rpcUrl: string
  explorer: { name: string; url: string }
  testnet?: boolean
  /** The provider API's asset image of the chain's family (`/public/getAssetImage/{id}`). */
  imageId: string
}

/**
 * An eip155 network of SPEC section 9's fixed list. The result is frozen: these are shared module
 * constants, so nothing may change them for every kernel on the page.
 */
export function defineEvmNetwork(definition: EvmNetworkDefinition): Network {
  const { id, name, nativeCurrency, rpcUrl, explorer, testnet = false, imageId } = definition
  const http = Object.freeze([rpcUrl])
  return Object.freeze({
    id,
    caipNetworkId: `eip155:${id}`,
    chainNamespace: 'eip155',
    name,
    nativeCurrency: Object.freeze({ ...nativeCurrency }),
    rpcUrls: Object.freeze({ default: Object.freeze({ http }), chainDefault: Object.freeze({ http }) }),
    blockExplorers: Object.freeze({ default: Object.freeze({ ...explorer }) }),
    testnet,
    assets: Object.freeze({ imageId }),
  })
}

/** Ether with 18 decimals, the native currency of Ethereum and most of its rollups. */
export const ether = (name = 'Ether'): NativeCurrency => ({ name, symbol: 'ETH', decimals: 18 })
