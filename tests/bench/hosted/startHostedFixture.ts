import type { IncomingMessage } from 'node:http'
import { createServer } from 'node:https'
import type { AddressInfo } from 'node:net'
import { startFixtureApi, type FixtureApi } from '../../e2e/harness/startFixtureApi.js'
import { answerJsonRpc } from './answerJsonRpc.js'
import { answerRelay } from './answerRelay.js'
import { acceptWebSocket } from './acceptWebSocket.js'
import { createCertificate } from './createCertificate.js'
import { HOSTED, type HostedRole } from './hostedHosts.js'

export interface HostedRequest {
  host: string
  method: string
  path: string
  status: number
}

export interface HostedFixture {
  /** The TLS port every hosted name is mapped to. */
  port: number
  spkiHash: string
  /** How many wallets the registries list. */
  walletCount: number
  requests: HostedRequest[]
  stop(): Promise<void>
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers': '*',
  'access-control-max-age': '86400',
}

/**
 * The hosted services of every library, on one TLS port of 127.0.0.1: Chromium's host-resolver
 * rules send their names here, so the pages make their real calls and get plausible answers with
 * no internet and no request interception. A registry (config, origins, wallet listings, images,
 * analytics config) is the e2e fixture API with `walletCount` wallets, for Portico's API and
 * AppKit's alike; analytics are swallowed; RPC nodes answer as an empty mainnet; relays accept
 * subscriptions. Every request is logged with its host, so the report can say what each peer called.
 */
export async function startHostedFixture(options: { walletCount: number }): Promise<HostedFixture> {
  const registry = await startFixtureApi({ walletCount: options.walletCount, allowedOrigins: ['http://127.0.0.1:*', 'http://localhost:*'] })
  const certificate = await createCertificate(Object.keys(HOSTED))
  const requests: HostedRequest[] = []

  const server = createServer({ key: certificate.key, cert: certificate.cert }, (request, response) => {
    const host = (request.headers.host ?? '').replace(/:\d+$/, '')
    const url = new URL(request.url ?? '/', `https://${host}`)
    const log = (status: number) => requests.push({ host, method: request.method ?? 'GET', path: url.pathname, status })
    answer(HOSTED[host], request, url, registry).then(
      ({ status, headers, body }) => {
        log(status)
        response.writeHead(status, { ...CORS, ...headers }).end(body)
      },
      (error: unknown) => {
        log(502)
        response.writeHead(502, CORS).end(String(error))
      },
    )
  })
  server.on('upgrade', (request: IncomingMessage, socket, head: Buffer) => {
    const host = (request.headers.host ?? '').replace(/:\d+$/, '')
    const path = new URL(request.url ?? '/', `https://${host}`).pathname
    if (HOSTED[host] !== 'relay') {
      requests.push({ host, method: 'WS', path, status: 404 })
      return void socket.end('HTTP/1.1 404 Not Found\r\nconnection: close\r\n\r\n')
    }
    requests.push({ host, method: 'WS', path, status: 101 })
    acceptWebSocket(request, socket, head, (text, peer) => {
      const reply = answerRelay(text)
      if (reply) peer.send(reply)
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve())
  })

  return {
    port: (server.address() as AddressInfo).port,
    spkiHash: certificate.spkiHash,
    walletCount: options.walletCount,
    requests,
    async stop() {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await registry.stop()
    },
  }
}

interface Reply {
  status: number
  headers: Record<string, string>
  body: string | Buffer
}

const jsonReply = (status: number, body: unknown): Reply => ({ status, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })

async function answer(role: HostedRole | undefined, request: IncomingMessage, url: URL, registry: FixtureApi): Promise<Reply> {
  if (request.method === 'OPTIONS') return { status: 204, headers: {}, body: '' }
  const body = request.method === 'POST' ? await readBody(request) : undefined
  switch (role) {
    case 'registry': {
      // AppKit asks for its plan's limits at start; the e2e registry has no such route.
      if (url.pathname === '/appkit/v1/project-limits') return jsonReply(200, { planLimits: { tier: 'starter', isAboveRpcLimit: false, isAboveMauLimit: false } })
      const forwarded = await fetch(`${registry.url}${url.pathname}${url.search}`, {
        method: request.method,
        headers: { 'content-type': request.headers['content-type'] ?? 'application/json' },
        ...(body !== undefined ? { body: new Uint8Array(body) } : {}),
      })
      const headers: Record<string, string> = { 'cache-control': forwarded.headers.get('cache-control') ?? 'no-store' }
      const type = forwarded.headers.get('content-type')
      if (type) headers['content-type'] = type
      return { status: forwarded.status, headers, body: Buffer.from(await forwarded.arrayBuffer()) }
    }
    case 'analytics':
      return { status: 202, headers: { 'content-type': 'application/json' }, body: '{}' }
    case 'rpc': {
      if (request.method !== 'POST') return jsonReply(405, { message: 'JSON-RPC is POST' })
      try {
        return jsonReply(200, answerJsonRpc(JSON.parse(body?.toString('utf8') ?? '')))
      } catch {
        return jsonReply(200, { jsonrpc: '2.0', id: null, error: { code: -32700, message: 'parse error' } })
      }
    }
    default:
      return jsonReply(404, { message: 'the bench fixture does not serve this host' })
  }
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of request as AsyncIterable<Buffer>) chunks.push(chunk)
  return Buffer.concat(chunks)
}

