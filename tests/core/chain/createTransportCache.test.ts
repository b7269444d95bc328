import { describe, expect, it, vi } from 'vitest'
import { createTransportCache, type TransportCacheOptions } from '../../../core/chain/createTransportCache.js'
import { isRpcError } from '../../../core/errors/RpcError.js'
import { createTimers } from '../../../core/kernel/createTimers.js'
import type { Transport } from '../../../core/rpc/Transport.js'
import type { Network } from '../../../core/types/network.js'

const network = (caipNetworkId: `${string}:${string}`, http: string[]): Network => ({
  id: caipNetworkId.split(':')[1]!,
  caipNetworkId,
  chainNamespace: caipNetworkId.split(':')[0]!,
  name: caipNetworkId,
  nativeCurrency: { name: 'Toy', symbol: 'TOY', decimals: 18 },
  rpcUrls: { default: { http } },
})

const SHIPPED = network('toy:1', ['https://toy.node/rpc'])

/** A node at every URL that answers each call with the URL it reached. */
function nodes() {
  const asked: string[] = []
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input)
    asked.push(url)
    const body = JSON.parse(String(init?.body)) as { id: number } | { id: number }[]
    const reply = (call: { id: number }) => ({ jsonrpc: '2.0', id: call.id, result: url })
    return new Response(JSON.stringify(Array.isArray(body) ? body.map(reply) : reply(body)), { headers: { 'content-type': 'application/json' } })
  })
  return { asked, fetch: fetch as typeof globalThis.fetch }
}

function cache(overrides: Partial<TransportCacheOptions> = {}) {
  const timers = createTimers()
  const { fetch, asked } = nodes()
  const transports = createTransportCache({
    fetch,
    timers,
    rpcUrl: undefined,
    projectId: 'project-1',
    fixedNetworks: [SHIPPED],
    noUrl: (missing) => new Error(`no URL for ${missing.caipNetworkId}`),
    ...overrides,
  })
  return { transports, timers, asked }
}

describe('createTransportCache', () => {
  it("rule: a network's reads go to its own URL, through the kernel's fetch, on one transport kept for later reads", async () => {
    const { transports, asked } = cache()
    const devnet = network('toy:31337', ['http://127.0.0.1:8545'])
    await expect(transports.of(devnet).request({ method: 'toy_blockNumber' })).resolves.toBe('http://127.0.0.1:8545')
    expect(transports.of(devnet)).toBe(transports.of({ ...devnet }))
    expect(asked).toEqual(['http://127.0.0.1:8545'])
  })

  it('rule: a network whose URLs the site changed gets a transport of its own', () => {
    const { transports } = cache()
    const before = transports.of(network('toy:7', ['http://a.test']))
    expect(transports.of(network('toy:7', ['http://b.test']))).not.toBe(before)
  })

  it('rule: a fixed network left with the URLs the plugin ships reads through the public endpoint when the site set rpcUrl (SPEC section 7)', async () => {
    const { transports, asked } = cache({ rpcUrl: 'https://rpc.portico.test' })
    expect(transports.urlsOf(SHIPPED)).toEqual(['https://rpc.portico.test/v1/?chainId=toy%3A1&projectId=project-1'])
    await transports.of(SHIPPED).request({ method: 'toy_blockNumber' })
    expect(asked).toEqual(['https://rpc.portico.test/v1/?chainId=toy%3A1&projectId=project-1'])
    expect(transports.urlsOf({ ...SHIPPED, rpcUrls: { default: { http: ['https://mine.test'] } } })).toEqual(['https://mine.test'])
  })

  it('rule: a network with no URL reads through withoutUrl; without one it is the plugin\'s noUrl error', () => {
    const bare = network('toy:9', [])
    expect(() => cache().transports.of(bare)).toThrow('no URL for toy:9')
    const wallet: Transport = { request: async () => 'from the wallet', destroy() {} }
    const withWallet = cache({ withoutUrl: () => wallet })
    expect(withWallet.transports.of(bare)).toBe(wallet)
    expect(withWallet.transports.of(bare)).toBe(wallet)
  })

  it('rule: one URL has nothing to rank, so nothing polls; several are ranked until destroyAll', () => {
    const { transports, timers } = cache()
    transports.of(network('toy:2', ['http://only.test']))
    expect(timers.pending()).toBe(0)
    transports.of(network('toy:3', ['http://a.test', 'http://b.test']))
    expect(timers.pending()).toBeGreaterThan(0)
    transports.destroyAll()
    expect(timers.pending()).toBe(0)
  })

  it('rule: destroyAll stops every transport made, and one asked for afterwards is born destroyed', async () => {
    const { transports } = cache()
    const made = transports.of(network('toy:4', ['http://a.test']))
    const destroy = vi.spyOn(made, 'destroy')
    const fromWallet: Transport = { request: async () => 'x', destroy: vi.fn() }
    const withWallet = cache({ withoutUrl: () => fromWallet })
    withWallet.transports.destroyAll()
    withWallet.transports.of(network('toy:5', []))
    expect(fromWallet.destroy).toHaveBeenCalledOnce()

    transports.destroyAll()
    expect(destroy).toHaveBeenCalledOnce()
    const late = transports.of(network('toy:4', ['http://a.test']))
    expect(late).not.toBe(made)
    const error = await late.request({ method: 'toy_blockNumber' }).catch((failure: unknown) => failure)
    expect(isRpcError(error, 'RPC_TRANSPORT_DESTROYED')).toBe(true)
  })
})
