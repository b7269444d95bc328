import { HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { ChainCapabilities, Kernel } from '../../../../core/kernel/types.js'
import type { Network } from '../../../../core/types/network.js'
import { mainnet } from '../../../../plugins/evm/index.js'
import { rawEndpoint, rpcEndpoint, silentEndpoint, stateOf, type RpcCall } from '../../../core/rpc/rpcEndpoint.js'
import { startEvmKernel } from '../helpers/startEvmKernel.js'

const ALICE = '0x1111111111111111111111111111111111111111'
const PUBLIC = 'http://rpc.public.test/v1/'
const OWN = 'http://own.rpc.test/'
const SPARE = 'http://spare.rpc.test/'
const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())
const kernels: Kernel[] = []
afterEach(async () => {
  vi.useRealTimers()
  for (const kernel of kernels.splice(0)) await kernel.destroy()
  server.resetHandlers()
})

const balance = (result: string) => ({ id }: RpcCall) => ({ jsonrpc: '2.0', id, result })
const network = (caipNetworkId: `eip155:${number}`, http: string[]): Network => ({
  ...mainnet, id: Number(caipNetworkId.slice(7)), caipNetworkId, rpcUrls: { default: { http } },
})

async function capabilitiesOf(networks: Network[] = []) {
  const kernel = await startEvmKernel({
    options: { rpcUrl: 'http://rpc.public.test', projectId: 'project-1', networks },
    fetch: (input, init) => globalThis.fetch(input, init),
  })
  kernels.push(kernel)
  return kernel.namespaces.get('eip155')!.capabilities as ChainCapabilities
}

describe('the eip155 RPC', () => {
  it('rule: a fixed-list network the site gave no URLs reads through the public endpoint with chainId and projectId', async () => {
    const urls: string[] = []
    const endpoint = rpcEndpoint(PUBLIC, balance('0xde0b6b3a7640000'))
    server.events.on('request:start', ({ request }) => void urls.push(request.url))
    server.use(endpoint.handler)
    const capabilities = await capabilitiesOf()

    await expect(capabilities.getBalance({ address: ALICE, network: mainnet })).resolves.toEqual({ balance: '1', symbol: 'ETH' })
    expect(urls).toEqual(['http://rpc.public.test/v1/?chainId=eip155%3A1&projectId=project-1'])
    expect(endpoint.posts).toEqual([{ jsonrpc: '2.0', id: 1, method: 'eth_getBalance', params: [ALICE, 'latest'] }])
    server.events.removeAllListeners()
  })

  it('rule: the site\'s own URL is used instead of the public endpoint', async () => {
    const own = rpcEndpoint(OWN, balance('0x0'))
    server.use(own.handler)
    const mine = network('eip155:1', [OWN])
    const capabilities = await capabilitiesOf([mine])
    await expect(capabilities.getBalance({ address: ALICE, network: mine })).resolves.toEqual({ balance: '0', symbol: 'ETH' })
    expect(own.posts).toHaveLength(1)
  })

  it('rule: requests made in the same tick share one batched POST', async () => {
    const own = rpcEndpoint(OWN, balance('0x1'))
    server.use(own.handler)
    const mine = network('eip155:31337', [OWN])
    const capabilities = await capabilitiesOf([mine])
    await Promise.all([
      capabilities.getBalance({ address: ALICE, network: mine }),
      capabilities.getBalance({ address: '0x2222222222222222222222222222222222222222', network: mine }),
    ])
    expect(own.posts).toHaveLength(1)
    expect(own.posts[0]).toHaveLength(2)
  })

  it('rule: when the site\'s first URL fails, its next one answers', async () => {
    const down = rawEndpoint(OWN, () => HttpResponse.json({}, { status: 503 }))
    const spare = rpcEndpoint(SPARE, balance('0x2'))
    server.use(down.handler, spare.handler)
    const mine = network('eip155:31337', [OWN, SPARE])
    const capabilities = await capabilitiesOf([mine])
    await expect(capabilities.getBalance({ address: ALICE, network: mine })).resolves.toMatchObject({ balance: '0.000000000000000002' })
    expect(down.posts()).toBeGreaterThan(0)
    expect(spare.posts.flat().some((post) => (post as RpcCall).method === 'eth_getBalance')).toBe(true)
  })

  it('rule: a read times out after 10 s', async () => {
    vi.useFakeTimers()
    server.use(silentEndpoint(OWN))
    const mine = network('eip155:31337', [OWN])
    const capabilities = await capabilitiesOf([mine])
    const read = capabilities.getBalance({ address: ALICE, network: mine })
    const outcome = read.catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(9_999)
    expect(await stateOf(read)).toBe('pending')
    await vi.advanceTimersByTimeAsync(1)
    expect(await outcome).toMatchObject({ code: 'RPC_TIMEOUT' })
  })

  it('rule: a network outside the fixed list without URLs is read through the wallet, never a host: with none connected, INVALID_CONNECTION_STATUS', async () => {
    const urls: string[] = []
    server.events.on('request:start', ({ request }) => void urls.push(request.url))
    const bare = network('eip155:4242', [])
    const capabilities = await capabilitiesOf([bare])
    await expect(capabilities.getBalance({ address: ALICE, network: bare })).rejects.toMatchObject({ code: 'INVALID_CONNECTION_STATUS' })
    expect(urls).toEqual([])
    server.events.removeAllListeners()
  })

  it("rule: without rpcUrl a fixed-list network reads from its own URL (mainnet's as the plugin ships it), no public endpoint", async () => {
    const urls: string[] = []
    server.events.on('request:start', ({ request }) => void urls.push(request.url))
    const own = rpcEndpoint(mainnet.rpcUrls.default.http[0]!, balance('0xde0b6b3a7640000'))
    server.use(own.handler)
    const kernel = await startEvmKernel({ options: { rpcUrl: undefined, networks: [mainnet] }, fetch: (input, init) => globalThis.fetch(input, init) })
    kernels.push(kernel)
    const capabilities = kernel.namespaces.get('eip155')!.capabilities as ChainCapabilities
    await expect(capabilities.getBalance({ address: ALICE, network: mainnet })).resolves.toEqual({ balance: '1', symbol: 'ETH' })
    expect(urls.map((url) => new URL(url).host)).toEqual([new URL(mainnet.rpcUrls.default.http[0]!).host])
    server.events.removeAllListeners()
  })

  it.each([['a number', 7], ['a decimal string', '100'], ['an over-long hex', `0x${'f'.repeat(65)}`], ['null', null]])(
    'rule: a node answering eth_getBalance with %s is INVALID_RPC_RESULT',
    async (_, result) => {
      server.use(rpcEndpoint(OWN, ({ id }) => ({ jsonrpc: '2.0', id, result })).handler)
      const mine = network('eip155:31337', [OWN])
      const capabilities = await capabilitiesOf([mine])
      await expect(capabilities.getBalance({ address: ALICE, network: mine })).rejects.toMatchObject({ code: 'INVALID_RPC_RESULT' })
    },
  )

  it('rule: the balance uses the network\'s native currency decimals and symbol', async () => {
    server.use(rpcEndpoint(OWN, balance('0x1e8480')).handler)
    const sixDecimals: Network = { ...network('eip155:31337', [OWN]), nativeCurrency: { name: 'Six', symbol: 'SIX', decimals: 6 } }
    const capabilities = await capabilitiesOf([sixDecimals])
    await expect(capabilities.getBalance({ address: ALICE, network: sixDecimals })).resolves.toEqual({ balance: '2', symbol: 'SIX' })
  })

  it('rule: destroying the kernel destroys its transports: a pending read is rejected', async () => {
    server.use(silentEndpoint(OWN))
    const mine = network('eip155:31337', [OWN])
    const capabilities = await capabilitiesOf([mine])
    const read = capabilities.getBalance({ address: ALICE, network: mine }).catch((error: unknown) => error)
    await new Promise((resolve) => setTimeout(resolve, 10))
    await kernels.pop()!.destroy()
    expect(await read).toMatchObject({ code: 'RPC_TRANSPORT_DESTROYED' })
  })

  it('rule: two kernels have two sets of transports', async () => {
    const own = rpcEndpoint(OWN, balance('0x1'))
    server.use(own.handler)
    const mine = network('eip155:31337', [OWN])
    const first = await capabilitiesOf([mine])
    const second = await capabilitiesOf([mine])
    await kernels.shift()!.destroy()
    await expect(second.getBalance({ address: ALICE, network: mine })).resolves.toMatchObject({ balance: '0.000000000000000001' })
    await expect(first.getBalance({ address: ALICE, network: mine })).rejects.toMatchObject({ code: 'RPC_TRANSPORT_DESTROYED' })
  })
})
