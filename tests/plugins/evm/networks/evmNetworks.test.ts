import { describe, expect, it } from 'vitest'
import type { Network } from '../../../../core/types/network.js'
import * as evmExports from '../../../../plugins/evm/index.js'
import { EVM_NETWORKS } from '../../../../plugins/evm/index.js'
import { mergeNetworks } from 'portico/core'

/** SPEC section 9: the embedded wallet's EVM chain ids, in order. */
const SPEC_CHAIN_IDS = [1, 5, 11155111, 10, 420, 42161, 421613, 137, 80001, 42220, 1313161554, 1313161555, 56, 97, 43114, 43113, 324, 280, 100, 8453, 84531, 84532, 7777777, 999]

describe('the fixed EVM network list', () => {
  it('rule: it is SPEC section 9\'s EVM chain ids, in order', () => {
    expect(EVM_NETWORKS.map((network) => network.id)).toEqual(SPEC_CHAIN_IDS)
  })

  it.each(EVM_NETWORKS.map((network) => [network.name, network] as const))('rule: %s is a complete eip155 network', (_, network) => {
    expect(network.caipNetworkId).toBe(`eip155:${network.id}`)
    expect(network.chainNamespace).toBe('eip155')
    expect(network.nativeCurrency.decimals).toBe(18)
    expect(network.nativeCurrency.symbol).toMatch(/^[A-Za-z]{2,6}$/)
    expect(network.nativeCurrency.name.length).toBeGreaterThan(0)
    expect(network.rpcUrls.default.http).toHaveLength(1)
    expect(new URL(network.rpcUrls.default.http[0]!).protocol).toBe('https:')
    expect(new URL(network.blockExplorers!.default.url).protocol).toBe('https:')
    expect(network.assets?.imageId).toMatch(/^[a-z]+$/)
    expect(typeof network.testnet).toBe('boolean')
  })

  it('rule: the native currencies are the chains\' own', () => {
    const symbol = (id: number) => EVM_NETWORKS.find((network) => network.id === id)?.nativeCurrency.symbol
    expect([1, 10, 42161, 8453, 324, 7777777, 1313161554].map(symbol)).toEqual(['ETH', 'ETH', 'ETH', 'ETH', 'ETH', 'ETH', 'ETH'])
    expect([137, 42220, 56, 97, 43114, 100].map(symbol)).toEqual(['POL', 'CELO', 'BNB', 'tBNB', 'AVAX', 'XDAI'])
  })

  it('rule: mainnets and testnets are marked as such', () => {
    const testnets = EVM_NETWORKS.filter((network) => network.testnet).map((network) => network.id)
    expect(testnets).toEqual([5, 11155111, 420, 421613, 80001, 1313161555, 97, 43113, 280, 84531, 84532, 999])
  })

  it('rule: every network is exported by name and frozen, so no kernel can change it for another', () => {
    const exported = Object.values(evmExports).filter((value): value is Network =>
      typeof value === 'object' && value !== null && 'caipNetworkId' in value)
    expect(new Set(exported)).toEqual(new Set(EVM_NETWORKS))
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
    expect(merged[3]?.name).toBe('My Optimism')
  })

  it('rule: a site network the list lacks is added at the end, once', () => {
    const merged = mergeNetworks(EVM_NETWORKS, [site(31337, 'Devnet'), site(31337, 'Devnet again')])
    expect(merged.slice(-1).map((network) => network.name)).toEqual(['Devnet'])
    expect(merged).toHaveLength(EVM_NETWORKS.length + 1)
  })
})
