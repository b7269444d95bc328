import { describe, expect, it } from 'vitest'
import { devnetNetworks } from '../../../services/devnet/devnetNetworks.js'

describe('devnetNetworks', () => {
  it('rule: each devnet chain becomes an eip155 testnet network with Ether and its RPC URL', () => {
    const networks = devnetNetworks({
      chains: [
        { chainId: 31337, name: 'Portico Devnet', rpcUrl: 'http://127.0.0.1:8545', caipNetworkId: 'eip155:31337' },
        { chainId: 31338, name: 'Portico Devnet 2', rpcUrl: 'http://127.0.0.1:8546', caipNetworkId: 'eip155:31338' },
      ],
    })
    expect(networks).toEqual([
      {
        id: 31337,
        caipNetworkId: 'eip155:31337',
        chainNamespace: 'eip155',
        name: 'Portico Devnet',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
        testnet: true,
      },
      {
        id: 31338,
        caipNetworkId: 'eip155:31338',
        chainNamespace: 'eip155',
        name: 'Portico Devnet 2',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: ['http://127.0.0.1:8546'] } },
        testnet: true,
      },
    ])
  })

  it('rule: no chains give no networks', () => {
    expect(devnetNetworks({ chains: [] })).toEqual([])
  })
})
