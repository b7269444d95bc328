import type { Chain } from 'viem'
import * as viemChains from 'viem/chains'
import { afterEach, describe, expect, it } from 'vitest'
import type { Kernel } from '../../../../core/kernel/types.js'
import type { ChainDefinition } from '../../../../core/types/network.js'
import { base, EVM_NETWORKS, evm, mainnet } from '../../../../plugins/evm/index.js'
import { adoptEvmChain } from '../../../../plugins/evm/networks/adoptEvmChain.js'
import { createTestKernel } from '../../../helpers/createTestKernel.js'
import { eip155, offlineFetch, settled } from '../helpers/startEvmKernel.js'

/** viem's chain of each network of the table, in the table's order. */
const viemOfTable = (): Chain[] => {
  const all = Object.values(viemChains as unknown as Record<string, Chain>).filter((chain) => typeof chain === 'object' && 'rpcUrls' in chain)
  return EVM_NETWORKS.map((network) => all.find((chain) => chain.id === network.id && chain.name === network.name)!)
}

const kernels: Kernel[] = []
const kernelWith = (options: Parameters<typeof createTestKernel>[0]) => {
  const kernel = createTestKernel(options, { fetch: offlineFetch })
  kernels.push(kernel)
  return kernel
}

afterEach(async () => {
  for (const kernel of kernels.splice(0)) await kernel.destroy()
})

describe('adoptEvmChain (evm()\'s adoptNetwork)', () => {
  it('rule: a viem Chain is a chain definition as it is, no conversion', () => {
    const chains: readonly ChainDefinition[] = [viemChains.mainnet, viemChains.zksync, viemChains.celo]
    expect(chains).toHaveLength(3)
  })

  it('rule: each chain of viem/chains the table has, passed to createKernel and adopted by evm(), is that network of the table', () => {
    const chains = viemOfTable()
    expect(chains.every(Boolean)).toBe(true)
    const kernel = kernelWith({ networks: chains }).use(evm())
    expect(kernel.options.networks).toEqual(EVM_NETWORKS)
    expect(kernel.options.networksByNamespace).toEqual({ eip155: EVM_NETWORKS })
  })

  it('rule: what the site\'s chain overrides wins (its RPC, its name); the rest, the image included, is the table\'s', () => {
    const mine = { ...viemChains.mainnet, name: 'My Ethereum', rpcUrls: { default: { http: ['https://node.example/rpc'] } } }
    const [network] = kernelWith({ networks: [mine] }).use(evm()).options.networks
    expect(network).toEqual({
      ...mainnet,
      name: 'My Ethereum',
      rpcUrls: { default: { http: ['https://node.example/rpc'] }, chainDefault: { http: ['https://node.example/rpc'] } },
    })
  })

  it('rule: a chain the table lacks becomes an eip155 network of its own, with no image and no explorer when it has none', () => {
    expect(adoptEvmChain(viemChains.linea)).toEqual({
      id: 59144,
      caipNetworkId: 'eip155:59144',
      chainNamespace: 'eip155',
      name: 'Linea Mainnet',
      nativeCurrency: { ...viemChains.linea.nativeCurrency },
      rpcUrls: { default: { http: ['https://rpc.linea.build'] }, chainDefault: { http: ['https://rpc.linea.build'] } },
      blockExplorers: { default: { name: 'Etherscan', url: 'https://lineascan.build' } },
      testnet: false,
    })
    const foundry = adoptEvmChain(viemChains.foundry)!
    expect(foundry).not.toHaveProperty('blockExplorers')
    expect(foundry).not.toHaveProperty('assets')
    expect(foundry.rpcUrls.default.http).toEqual(['http://127.0.0.1:8545'])
  })

  it('rule: a chain whose id is no EIP-155 chain id is not taken', () => {
    expect(adoptEvmChain({ ...viemChains.base, id: 0 })).toBeUndefined()
    expect(adoptEvmChain({ ...viemChains.base, id: 1.5 })).toBeUndefined()
  })

  it('rule: the chain state offers the adopted chains in the site\'s order, starting on the default network given as a viem chain', async () => {
    const kernel = kernelWith({ networks: [viemChains.base, viemChains.foundry, viemChains.mainnet], defaultNetwork: viemChains.mainnet }).use(evm())
    await kernel.start()
    await settled(kernel)
    expect(eip155(kernel).network.requestedCaipNetworks.map((network) => network.caipNetworkId)).toEqual(['eip155:8453', 'eip155:31337', 'eip155:1'])
    expect(eip155(kernel).network.requestedCaipNetworks[0]).toEqual(base)
    expect(eip155(kernel).network.caipNetwork?.caipNetworkId).toBe('eip155:1')
    expect(kernel.options.defaultNetwork).toBe(kernel.options.networks[2])
  })
})
