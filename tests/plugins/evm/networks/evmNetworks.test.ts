import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { Chain } from 'viem'
import * as viemChains from 'viem/chains'
import { describe, expect, it } from 'vitest'
import type { Network } from '../../../../core/types/network.js'
import * as evmExports from '../../../../plugins/evm/index.js'
import { EVM_NETWORKS } from '../../../../plugins/evm/index.js'
import { mergeNetworks } from 'portico/core'

/** Each network of the table beside the `viem/chains` entry it copies, by export name. */
const VIEM_OF: Readonly<Record<string, Chain>> = {
  mainnet: viemChains.mainnet,
  sepolia: viemChains.sepolia,
  optimism: viemChains.optimism,
  optimismSepolia: viemChains.optimismSepolia,
  arbitrum: viemChains.arbitrum,
  arbitrumSepolia: viemChains.arbitrumSepolia,
  polygon: viemChains.polygon,
  polygonAmoy: viemChains.polygonAmoy,
  celo: viemChains.celo,
  celoSepolia: viemChains.celoSepolia,
  aurora: viemChains.aurora,
  auroraTestnet: viemChains.auroraTestnet,
  bsc: viemChains.bsc,
  bscTestnet: viemChains.bscTestnet,
  avalanche: viemChains.avalanche,
  avalancheFuji: viemChains.avalancheFuji,
  zkSync: viemChains.zksync,
  zkSyncSepolia: viemChains.zksyncSepoliaTestnet,
  gnosis: viemChains.gnosis,
  base: viemChains.base,
  baseSepolia: viemChains.baseSepolia,
  zora: viemChains.zora,
  zoraSepolia: viemChains.zoraSepolia,
}

const exportedNetworks = Object.entries(evmExports).filter((entry): entry is [string, Network] =>
  typeof entry[1] === 'object' && entry[1] !== null && 'caipNetworkId' in entry[1])

/** SPEC section 9: the embedded wallet's EVM chain ids, written before the Goerli-era testnets were retired. */
const SPEC_CHAIN_IDS = [1, 5, 11155111, 10, 420, 42161, 421613, 137, 80001, 42220, 1313161554, 1313161555, 56, 97, 43114, 43113, 324, 280, 100, 8453, 84531, 84532, 7777777, 999]

/** The testnets of the Goerli era: Goerli, OP, Arbitrum, zkSync Era and Base Goerli, Mumbai, Zora's Goerli testnet. */
const RETIRED_IDS = [5, 420, 421613, 80001, 280, 84531, 999]

/** The chains `viem/chains` exports only under names its type declarations mark @deprecated. */
function deprecatedViemChains(): Set<Chain> {
  const viemRoot = dirname(createRequire(import.meta.url).resolve('viem/package.json'))
  const declarations = readFileSync(join(viemRoot, '_types/chains/index.d.ts'), 'utf8')
  const names = [...declarations.matchAll(/\/\*\*\s*@deprecated[^*]*\*\/\s*(?:export\s*(?:type\s*)?\{\s*)?(\w+)(?:\s+as\s+(\w+))?/g)]
    .map(([, name, alias]) => alias ?? name!)
  const exported = viemChains as unknown as Record<string, Chain>
  const current = new Set(Object.entries(exported).filter(([name]) => !names.includes(name)).map(([, chain]) => chain))
  return new Set(names.map((name) => exported[name]).filter((chain): chain is Chain => chain !== undefined && !current.has(chain)))
}

describe('the evm plugin\'s network table', () => {
  it('rule: every network the plugin exports is in the table, each once, and each has its viem counterpart here', () => {
    expect(exportedNetworks.map(([name]) => name).sort()).toEqual(Object.keys(VIEM_OF).sort())
    expect(new Set(exportedNetworks.map(([, network]) => network))).toEqual(new Set(EVM_NETWORKS))
    expect(new Set(EVM_NETWORKS.map((network) => network.id)).size).toBe(EVM_NETWORKS.length)
  })

  it('rule: it keeps SPEC section 9\'s chain ids but the retired ones, Ethereum first (the default network)', () => {
    const ids = EVM_NETWORKS.map((network) => network.id)
    expect(ids[0]).toBe(1)
    expect(ids).toEqual(expect.arrayContaining(SPEC_CHAIN_IDS.filter((id) => !RETIRED_IDS.includes(id))))
  })

  it.each(exportedNetworks)('rule: %s is viem\'s chain of its id: id, name, native currency, explorer, RPC URL and testnet flag', (name, network) => {
    const chain = VIEM_OF[name]!
    expect(network.id).toBe(chain.id)
    expect(network.caipNetworkId).toBe(`eip155:${chain.id}`)
    expect(network.chainNamespace).toBe('eip155')
    expect(network.name).toBe(chain.name)
    expect(network.nativeCurrency).toEqual({ ...chain.nativeCurrency })
    expect(network.blockExplorers?.default).toEqual({ name: chain.blockExplorers?.default.name, url: chain.blockExplorers?.default.url })
    expect(network.rpcUrls.default.http).toEqual([chain.rpcUrls.default.http[0]])
    expect(network.rpcUrls.chainDefault?.http).toEqual(network.rpcUrls.default.http)
    expect(network.testnet).toBe(chain.testnet ?? false)
    expect(network.assets?.imageId).toMatch(/^[a-z]+$/)
  })

  it('rule: no network is a retired one (the Goerli-era testnets, Mumbai, Zora\'s Goerli testnet, anything viem names Goerli or Mumbai)', () => {
    const ids = EVM_NETWORKS.map((network) => network.id)
    const namedRetired = Object.values(viemChains as unknown as Record<string, Chain>)
      .filter((chain) => typeof chain === 'object' && /goerli|mumbai/i.test(chain.name))
      .map((chain) => chain.id)
    expect(namedRetired).toEqual(expect.arrayContaining([5, 420, 421613, 80001, 84531, 999]))
    for (const id of [...RETIRED_IDS, ...namedRetired]) expect(ids, `chain ${id}`).not.toContain(id)
  })

  it('rule: no network is one viem marks deprecated', () => {
    const deprecated = deprecatedViemChains()
    // The check sees viem's markers: Alfajores gave way to Celo Sepolia.
    expect(deprecated).toContain(viemChains.celoAlfajores)
    expect(deprecated).not.toContain(viemChains.zksync)
    const deprecatedIds = new Set([...deprecated].map((chain) => chain.id))
    for (const network of EVM_NETWORKS) expect(deprecatedIds.has(network.id as number), network.name).toBe(false)
  })

  it('rule: the mainnet RPC is viem\'s, no longer the dead cloudflare-eth.com', () => {
    expect(evmExports.mainnet.rpcUrls.default.http).toEqual([viemChains.mainnet.rpcUrls.default.http[0]])
    expect(EVM_NETWORKS.flatMap((network) => network.rpcUrls.default.http).some((url) => url.includes('cloudflare-eth.com'))).toBe(false)
  })

  it('rule: every network is frozen, so no kernel can change it for another', () => {
    for (const network of EVM_NETWORKS) {
      expect(Object.isFrozen(network)).toBe(true)
      expect(Object.isFrozen(network.rpcUrls.default.http)).toBe(true)
      expect(Object.isFrozen(network.nativeCurrency)).toBe(true)
    }
  })
})

describe('mergeNetworks', () => {
  const site = (id: number, name: string): Network => ({ ...EVM_NETWORKS[0]!, id, caipNetworkId: `eip155:${id}`, name })

  it('rule: a site network replaces the fixed one of the same id, in place', () => {
    const merged = mergeNetworks(EVM_NETWORKS, [site(10, 'My Optimism')])
    expect(merged).toHaveLength(EVM_NETWORKS.length)
    expect(merged[EVM_NETWORKS.findIndex((network) => network.id === 10)]?.name).toBe('My Optimism')
  })

  it('rule: a site network the list lacks is added at the end, once', () => {
    const merged = mergeNetworks(EVM_NETWORKS, [site(31337, 'Devnet'), site(31337, 'Devnet again')])
    expect(merged.slice(-1).map((network) => network.name)).toEqual(['Devnet'])
    expect(merged).toHaveLength(EVM_NETWORKS.length + 1)
  })
})
