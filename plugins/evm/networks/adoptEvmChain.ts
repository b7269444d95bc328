import type { ChainDefinition, Network } from 'portico/core'
import { fixedEvmNetwork } from './evmNetworks.js'

/**
 * The eip155 network of a chain definition (a viem `Chain`, as a wagmi site has them): evm()'s
 * `adoptNetwork`. Every chain with an EIP-155 chain id is one, so any other id is left to another
 * plugin. The image is the fixed network's of that id, as viem's chains carry none.
 */
export function adoptEvmChain(chain: ChainDefinition): Network | undefined {
  if (!Number.isSafeInteger(chain.id) || chain.id <= 0) return undefined
  const caipNetworkId = `eip155:${chain.id}` as const
  const http = [...chain.rpcUrls.default.http]
  const explorer = chain.blockExplorers?.default
  const imageId = fixedEvmNetwork(caipNetworkId)?.assets?.imageId
  const { name, symbol, decimals } = chain.nativeCurrency
  return {
    id: chain.id,
    caipNetworkId,
    chainNamespace: 'eip155',
    name: chain.name,
    nativeCurrency: { name, symbol, decimals },
    // The chain's own nodes are also what a wallet is offered when it must add the chain.
    rpcUrls: { default: { http }, chainDefault: { http } },
    ...(explorer && { blockExplorers: { default: { name: explorer.name, url: explorer.url } } }),
    testnet: chain.testnet ?? false,
    ...(imageId !== undefined && { assets: { imageId } }),
  }
}
