import { describe, expect, it } from 'vitest'
import type { Network } from '../../../../core/types/network.js'
import { base, mainnet } from '../../../../plugins/evm/index.js'
import { createTimers } from '../../../../core/kernel/createTimers.js'
import { createTransports, type RpcUrlsOfOptions } from '../../../../plugins/evm/rpc/createTransports.js'

/** The URLs the plugin's transport cache reads `network` from (nothing is fetched). */
const rpcUrlsOf = (network: Network, urlOptions: RpcUrlsOfOptions) =>
  createTransports({ ...urlOptions, fetch: () => Promise.reject(new Error('no fetch here')), timers: createTimers() }).urlsOf(network)

const options = { rpcUrl: 'https://rpc.portico.dev', projectId: 'project-1' }
const withUrls = (network: Network, http: string[]): Network => ({ ...network, rpcUrls: { default: { http } } })

describe('rpcUrlsOf', () => {
  it('rule: a fixed-list network as shipped reads through {rpc}/v1/?chainId={caipNetworkId}&projectId={id}', () => {
    expect(rpcUrlsOf(mainnet, options)).toEqual(['https://rpc.portico.dev/v1/?chainId=eip155%3A1&projectId=project-1'])
    expect(rpcUrlsOf(base, { rpcUrl: 'http://127.0.0.1:4010/', projectId: 'p' })).toEqual(['http://127.0.0.1:4010/v1/?chainId=eip155%3A8453&projectId=p'])
  })

  it('rule: a fixed-list network with no URLs at all also reads through the public endpoint', () => {
    expect(rpcUrlsOf(withUrls(mainnet, []), options)).toEqual(['https://rpc.portico.dev/v1/?chainId=eip155%3A1&projectId=project-1'])
  })

  it('rule: the site\'s own URLs win, in its order, for a fixed-list network too', () => {
    expect(rpcUrlsOf(withUrls(mainnet, ['https://my.node/a', 'https://my.node/b']), options)).toEqual(['https://my.node/a', 'https://my.node/b'])
  })

  it('rule: a network outside the fixed list reads from its own URLs, duplicates once', () => {
    const devnet: Network = { ...withUrls(mainnet, ['http://127.0.0.1:8545', 'http://127.0.0.1:8545']), id: 31337, caipNetworkId: 'eip155:31337' }
    expect(rpcUrlsOf(devnet, options)).toEqual(['http://127.0.0.1:8545'])
  })

  it('rule: without rpcUrl there is no public endpoint: a fixed-list network as shipped reads from its own URL', () => {
    const none = { rpcUrl: undefined, projectId: 'project-1' }
    expect(rpcUrlsOf(mainnet, none)).toEqual([...mainnet.rpcUrls.default.http])
    expect(rpcUrlsOf(base, none)).toEqual(['https://mainnet.base.org'])
    expect(rpcUrlsOf(withUrls(mainnet, []), none)).toEqual([])
  })

  it('rule: a network whose default list is empty reads from its chain default list', () => {
    const chainDefaultOnly: Network = { ...mainnet, id: 31337, caipNetworkId: 'eip155:31337', rpcUrls: { default: { http: [] }, chainDefault: { http: ['http://127.0.0.1:8545'] } } }
    expect(rpcUrlsOf(chainDefaultOnly, options)).toEqual(['http://127.0.0.1:8545'])
  })

  it('rule: a network outside the fixed list with no URLs has none', () => {
    const bare: Network = { ...withUrls(mainnet, []), id: 4242, caipNetworkId: 'eip155:4242' }
    expect(rpcUrlsOf(bare, options)).toEqual([])
  })
})
