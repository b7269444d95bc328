import { describe, expect, it, vi } from 'vitest'
import { adoptNetworks } from '../../../core/options/adoptNetworks.js'
import { resolveOptions } from '../../../core/options/resolveOptions.js'
import type { ChainDefinition, Network } from '../../../core/types/network.js'
import { mockNetwork } from '../../helpers/mockChainPlugin.js'

const chain = (id: number): ChainDefinition => ({
  id,
  name: `Chain ${id}`,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [`https://rpc.example/${id}`] } },
})
const asEip155 = (definition: ChainDefinition): Network => mockNetwork('eip155', String(definition.id), definition.name)

describe('adoptNetworks', () => {
  it('rule: with no adopter the chain definitions are held back as unclaimed, the Networks kept in order', () => {
    const listed = mockNetwork('solana', 'mainnet')
    const one = chain(1)
    expect(adoptNetworks({ networks: [one, listed], defaultNetwork: one }, [])).toEqual({
      networks: [listed],
      networksByNamespace: { solana: [listed] },
      defaultNetwork: undefined,
      unclaimed: [one],
    })
  })

  it('rule: each chain object is asked about once, and listed twice it is one Network (and one unclaimed entry)', () => {
    const one = chain(1)
    const adopt = vi.fn(asEip155)
    const { networks, defaultNetwork } = adoptNetworks({ networks: [one, one], defaultNetwork: one }, [adopt])
    expect(adopt).toHaveBeenCalledTimes(1)
    expect(networks[0]).toBe(networks[1])
    expect(defaultNetwork).toBe(networks[0])
    expect(adoptNetworks({ networks: [one, one], defaultNetwork: one }, []).unclaimed).toEqual([one])
  })

  it('rule: resolveOptions alone adopts nothing: chain definitions are not in its networks', () => {
    const resolved = resolveOptions({ projectId: 'p', networks: [chain(1)], defaultNetwork: chain(1) })
    expect(resolved.networks).toEqual([])
    expect(resolved.networksByNamespace).toEqual({})
    expect(resolved.defaultNetwork).toBeUndefined()
  })
})
