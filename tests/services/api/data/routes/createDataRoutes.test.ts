import { createServer as createHttpServer, type Server } from 'node:http'
import { createServer as createTcpServer, type Socket } from 'node:net'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createDataLayer, type DataChain } from '../../../../../services/api/data/createDataLayer.js'
import { startApi, type RunningApi } from '../../../../../services/api/startApi.js'
import { PROJECT_QUERY } from '../../useApi.js'

const ACCOUNT = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
const ETHER = { name: 'Ether', symbol: 'ETH', decimals: 18 }

/** Loopback nodes that fail each their own way; every URL carries a key, as a hosted node's does. */
async function startFailingNodes() {
  const servers: Server[] = []
  const sockets = new Set<Socket>()
  const listen = async (server: Server) => {
    servers.push(server)
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    return (server.address() as AddressInfo).port
  }
  const keyed = (port: number, key: string) => `http://127.0.0.1:${port}/v3/${key}`
  // Takes the connection and never answers.
  const hung = createTcpServer((socket) => sockets.add(socket)) as unknown as Server
  const hungUrl = keyed(await listen(hung), 'secret-hung')
  // Nothing listens there any more.
  const gone = createTcpServer()
  const refusedUrl = keyed(await listen(gone as unknown as Server), 'secret-refused')
  servers.pop()
  await new Promise((resolve) => gone.close(resolve))
  // Refuses the key, and says so with the URL.
  let refusingUrl = ''
  refusingUrl = keyed(await listen(createHttpServer((_, response) => {
    response.writeHead(401, { 'content-type': 'text/plain' }).end(`invalid key secret-401 for ${refusingUrl}`)
  })), 'secret-401')
  // Answers JSON-RPC errors whose text names where it forwards to.
  const erringUrl = keyed(await listen(createHttpServer((request, response) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString()))
    request.on('end', () => {
      const parsed = JSON.parse(body) as { id: number } | { id: number }[]
      const error = { code: -32000, message: `upstream ${erringUrl} rejected secret-rpc` }
      const reply = ({ id }: { id: number }) => ({ jsonrpc: '2.0', id, error })
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(Array.isArray(parsed) ? parsed.map(reply) : reply(parsed)))
    })
  })), 'secret-rpc')

  return {
    urls: { hungUrl, refusedUrl, refusingUrl, erringUrl },
    stop: async () => {
      for (const socket of sockets) socket.destroy()
      await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))))
    },
  }
}

describe('GET /v1/account/:address/balance when the node fails', () => {
  let nodes: Awaited<ReturnType<typeof startFailingNodes>>
  let api: RunningApi
  const logged: string[] = []
  beforeAll(async () => {
    nodes = await startFailingNodes()
    const chain = (id: number, name: string, rpcUrl: string): DataChain => ({ caipNetworkId: `eip155:${id}`, name, rpcUrl, nativeCurrency: ETHER })
    api = await startApi({
      extensions: [createDataLayer({
        chains: [
          chain(1001, 'Hung Chain', nodes.urls.hungUrl),
          chain(1002, 'Gone Chain', nodes.urls.refusedUrl),
          chain(1003, 'Keyed Chain', nodes.urls.refusingUrl),
          chain(1004, 'Erring Chain', nodes.urls.erringUrl),
        ],
        rpcTimeoutMs: 300,
        pollIntervalMs: 60_000,
        log: (line) => logged.push(line),
      })],
    })
  }, 120_000)
  afterAll(async () => {
    await api?.stop()
    await nodes?.stop()
  })

  const balance = async (chainId: string) => {
    const url = new URL(`${api.url}/v1/account/${ACCOUNT}/balance`)
    url.search = new URLSearchParams({ ...PROJECT_QUERY, chainId }).toString()
    const response = await fetch(url)
    return { status: response.status, text: await response.text() }
  }
  const leaks = () => {
    const ports = Object.values(nodes.urls).map((url) => new URL(url).port)
    return new RegExp(`https?:|127\\.0\\.0\\.1|secret|${ports.join('|')}`)
  }

  it('rule: a 502 names the network that failed and how, never the node\'s URL, host, port or key', async () => {
    const answers = {
      'eip155:1001': await balance('eip155:1001'),
      'eip155:1002': await balance('eip155:1002'),
      'eip155:1003': await balance('eip155:1003'),
      'eip155:1004': await balance('eip155:1004'),
    }
    expect(answers).toEqual({
      'eip155:1001': { status: 502, text: JSON.stringify({ error: 'Could not read balances from Hung Chain: eip155:1001 did not answer within 300 ms' }) },
      'eip155:1002': { status: 502, text: JSON.stringify({ error: 'Could not read balances from Gone Chain: eip155:1002 could not be reached' }) },
      'eip155:1003': { status: 502, text: JSON.stringify({ error: 'Could not read balances from Keyed Chain: eip155:1003 answered HTTP 401' }) },
      'eip155:1004': { status: 502, text: JSON.stringify({ error: 'Could not read balances from Erring Chain: eip155:1004 refused eth_getBalance (code -32000)' }) },
    })
    for (const { text } of Object.values(answers)) expect(text).not.toMatch(leaks())
  })

  it('rule: the indexer\'s log names the failing network, not where its node lives', async () => {
    await vi.waitFor(() => expect(logged.filter((line) => line.includes('indexing paused'))).toHaveLength(4), { timeout: 10_000 })
    expect(logged.find((line) => line.startsWith('[data] Hung Chain'))).toBe('[data] Hung Chain (eip155:1001): indexing paused, retrying: eip155:1001 did not answer within 300 ms')
    // What a node itself said stays in the server's log, for the operator who runs it.
    expect(logged.find((line) => line.startsWith('[data] Erring Chain'))).toContain('rejected secret-rpc')
    for (const line of logged.filter((text) => !text.startsWith('[data] Erring Chain'))) expect(line).not.toMatch(leaks())
  }, 20_000)
})
