import type { Agent } from 'node:http'
import { connect } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Sql } from '../../../../services/api/db/Sql.js'
import * as z from 'zod'
import { defineRoute, HttpError, type ApiRequest, type Route } from '../../../../services/api/http/Route.js'
import { startHttpServer, type HttpServer } from '../../../../services/api/http/startHttpServer.js'
import { clientAt, postFrom } from '../postFrom.js'

/** The routes here never touch a database; any use of this one is a test bug. */
const noDatabase: Sql = {
  kind: 'pglite',
  query: () => Promise.reject(new Error('no database in this test')),
  exec: () => Promise.reject(new Error('no database in this test')),
  transaction: () => Promise.reject(new Error('no database in this test')),
  close: () => Promise.resolve(),
}

const seen: ApiRequest[] = []
const echo = (method: 'GET' | 'POST', path: string, extra: Partial<Route> = {}): Route => ({
  method,
  path,
  async handle(request) {
    seen.push(request)
    return { status: 200, body: { params: request.params, body: request.body ?? null } }
  },
  ...extra,
})

const routes: Route[] = [
  echo('GET', '/items/:id'),
  echo('GET', '/items/:id/parts/:part'),
  echo('POST', '/items'),
  echo('POST', '/small', { maxBodyBytes: 16 }),
  echo('POST', '/limited', { rateLimit: { max: 2, windowMs: 1_000 } }),
  { method: 'GET', path: '/teapot', handle: async () => { throw new HttpError(418, 'I am a teapot') } },
  { method: 'GET', path: '/broken', handle: async () => { throw new Error('secret detail') } },
  { method: 'GET', path: '/raw', handle: async () => ({ status: 200, headers: { 'content-type': 'text/plain; charset=utf-8' }, raw: 'plain text' }) },
  { method: 'GET', path: '/empty', handle: async () => ({ status: 204 }) },
  { method: 'GET', path: '/header', handle: async (request) => ({ status: 200, body: { agent: request.headers['x-test'] ?? null } }) },
  defineRoute({
    method: 'POST',
    path: '/typed',
    schema: {
      querystring: z.object({ n: z.string().regex(/^\d+$/, 'n must be a number').transform(Number) }).describe('count'),
      body: z.object({ name: z.string().max(8, 'name is at most 8 characters') }).describe('greeting'),
    },
    handle: async (request) => ({ status: 200, body: { n: request.query.n + 1, name: request.body.name } }),
  }),
]

let server: HttpServer
beforeAll(async () => {
  server = await startHttpServer({ routes, context: { sql: noDatabase }, maxBodyBytes: 1024 })
})
afterAll(() => server.stop())

const url = (path: string) => `${server.url}${path}`
const json = async (response: Response) => (await response.json()) as Record<string, unknown>

/** Sends bytes as they are, bypassing fetch's URL normalisation; resolves with the status line. */
function rawRequest(text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(server.port, '127.0.0.1', () => socket.end(text))
    let answer = ''
    socket.on('data', (chunk) => (answer += chunk.toString()))
    socket.on('end', () => resolve(answer.split('\r\n')[0] ?? ''))
    socket.on('error', reject)
  })
}

async function stillAnswers() {
  const response = await fetch(url('/items/ok'))
  expect(response.status).toBe(200)
}

describe('startHttpServer', () => {
  it('rule: the server binds 127.0.0.1 on a free port and reports its URL', () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(server.port).toBeGreaterThan(0)
  })

  it('rule: path parameters are percent-decoded, and an encoded slash stays inside its parameter', async () => {
    const response = await fetch(url('/items/a%2Fb%20c/parts/%C3%A9'))
    expect(response.status).toBe(200)
    expect((await json(response)).params).toEqual({ id: 'a/b c', part: 'é' })
  })

  it('rule: an unknown path is a 404 with a JSON error', async () => {
    const response = await fetch(url('/nothing/here'))
    expect(response.status).toBe(404)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    expect(await response.json()).toEqual({ error: 'Not found' })
  })

  it('rule: a known path with the wrong method is a 405 naming the allowed methods', async () => {
    const response = await fetch(url('/items'), { method: 'GET' })
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('POST, OPTIONS')
    expect((await json(response)).error).toBe('Method GET is not allowed here')
    const put = await fetch(url('/items/x'), { method: 'PUT' })
    expect(put.status).toBe(405)
    expect(put.headers.get('allow')).toBe('GET, HEAD, OPTIONS')
  })

  it('rule: HEAD runs the GET route and sends no body', async () => {
    const response = await fetch(url('/raw'), { method: 'HEAD' })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-length')).toBe('10')
    expect(await response.text()).toBe('')
  })

  it('rule: a parameter longer than 256 characters is a 400', async () => {
    const response = await fetch(url(`/items/${'x'.repeat(257)}`))
    expect(response.status).toBe(400)
    expect((await json(response)).error).toBe('a path parameter may hold at most 256 characters')
    expect((await fetch(url(`/items/${'x'.repeat(256)}`))).status).toBe(200)
  })

  it('rule: a parameter with broken percent-encoding or a NUL is a 400', async () => {
    expect((await fetch(url('/items/%E0%A4%A'))).status).toBe(400)
    expect((await fetch(url('/items/a%00b'))).status).toBe(400)
    await stillAnswers()
  })

  it('rule: dot segments never reach a route as parameters', async () => {
    // fetch resolves '..' itself; the raw request shows what the server does with what it gets.
    expect(await rawRequest('GET /items/%2e%2e HTTP/1.1\r\nhost: x\r\nconnection: close\r\n\r\n')).toBe('HTTP/1.1 404 Not Found')
    expect(await rawRequest('GET /items/../../etc/passwd HTTP/1.1\r\nhost: x\r\nconnection: close\r\n\r\n')).toBe('HTTP/1.1 404 Not Found')
    expect(await rawRequest('GET http://evil.example/items/x HTTP/1.1\r\nhost: x\r\nconnection: close\r\n\r\n')).toBe('HTTP/1.1 400 Bad Request')
    expect(await rawRequest('GET //evil.example/items/x HTTP/1.1\r\nhost: x\r\nconnection: close\r\n\r\n')).toBe('HTTP/1.1 400 Bad Request')
    await stillAnswers()
  })

  it('rule: a JSON body reaches the route parsed', async () => {
    const response = await fetch(url('/items'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"a":[1,"two"]}' })
    expect(response.status).toBe(200)
    expect((await json(response)).body).toEqual({ a: [1, 'two'] })
  })

  it('rule: a body sent as text/plain (sendBeacon) is read as JSON too; an empty body is no body', async () => {
    const beacon = await fetch(url('/items'), { method: 'POST', headers: { 'content-type': 'text/plain;charset=UTF-8' }, body: '{"b":true}' })
    expect((await json(beacon)).body).toEqual({ b: true })
    const empty = await fetch(url('/items'), { method: 'POST' })
    expect((await json(empty)).body).toBeNull()
  })

  it('rule: malformed JSON is a 400 and the server still answers', async () => {
    for (const body of ['{"a":', 'undefined', '{a:1}', '\u0000']) {
      const response = await fetch(url('/items'), { method: 'POST', headers: { 'content-type': 'application/json' }, body })
      expect(response.status).toBe(400)
      expect((await json(response)).error).toBe('the body is not valid JSON')
    }
    const binary = await fetch(url('/items'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: new Uint8Array([0xff, 0xfe, 0x22]) })
    expect(binary.status).toBe(400)
    await stillAnswers()
  })

  it('rule: a body of another media type is a 415', async () => {
    const response = await fetch(url('/items'), { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'a=1' })
    expect(response.status).toBe(415)
  })

  it('rule: a body over the limit is a 413, the route limit wins over the server one, and the server still answers', async () => {
    const big = JSON.stringify({ text: 'x'.repeat(2000) })
    const response = await fetch(url('/items'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: big })
    expect(response.status).toBe(413)
    expect((await json(response)).error).toBe('the body may hold at most 1024 bytes')
    const small = await fetch(url('/small'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"text":"seventeen chars"}' })
    expect(small.status).toBe(413)
    const huge = await fetch(url('/items'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: 'x'.repeat(2 * 1024 * 1024) })
    expect(huge.status).toBe(413)
    await stillAnswers()
  })

  it('rule: a body without a declared length that grows past the limit is a 413', async () => {
    const chunks = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 8; i++) controller.enqueue(new TextEncoder().encode('x'.repeat(512)))
        controller.close()
      },
    })
    const response = await fetch(url('/items'), { method: 'POST', body: chunks, duplex: 'half' } as RequestInit)
    expect(response.status).toBe(413)
  })

  it('rule: past its rate limit a client gets a 429 with Retry-After and the handler never runs; each address counts alone', async () => {
    const [first, second] = [clientAt('127.0.0.5'), clientAt('127.0.0.6')]
    try {
      const before = seen.length
      expect((await postFrom(first, url('/limited'), '{"n":1}')).status).toBe(200)
      expect((await postFrom(first, url('/limited'), '{"n":2}')).status).toBe(200)
      const refused = await postFrom(first, url('/limited'), '{"n":3}')
      expect(refused.status).toBe(429)
      expect(refused.headers['retry-after']).toBe('1')
      expect(refused.headers['access-control-expose-headers']).toBe('retry-after')
      expect(JSON.parse(refused.text)).toEqual({ error: 'Too many requests: try again in 1 s' })
      expect(seen.length - before).toBe(2)
      expect((await postFrom(second, url('/limited'), '{"n":1}')).status).toBe(200)
      // A new window, a new count.
      await new Promise((resolve) => setTimeout(resolve, 1_100))
      expect((await postFrom(first, url('/limited'), '{"n":4}')).status).toBe(200)
      await stillAnswers()
    } finally {
      first.destroy()
      second.destroy()
    }
  })

  it('rule: a route\'s zod schemas check the query and body before it runs, and it gets what they parsed', async () => {
    const post = (query: string, body: unknown) => fetch(url(`/typed?${query}`), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
    expect(await (await post('n=41', { name: 'Ada' })).json()).toEqual({ n: 42, name: 'Ada' })
    const badQuery = await post('n=x', { name: 'Ada' })
    expect(badQuery.status).toBe(400)
    expect(await badQuery.json()).toEqual({ error: 'invalid count: n must be a number' })
    expect(await (await post('n=1', { name: 'Ada Lovelace' })).json()).toEqual({ error: 'invalid greeting: name is at most 8 characters' })
    expect(await (await post('n=1', [])).json()).toEqual({ error: 'invalid greeting: Invalid input: expected object, received array' })
  })

  it('rule: a query key given twice is refused rather than guessed at', async () => {
    const twice = await fetch(url('/typed?n=1&n=2'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"name":"a"}' })
    expect(twice.status).toBe(400)
    expect(await twice.json()).toEqual({ error: 'the query parameter n may be given once' })
  })

  it('rule: an HttpError becomes its status with { error: message }', async () => {
    const response = await fetch(url('/teapot'))
    expect(response.status).toBe(418)
    expect(await response.json()).toEqual({ error: 'I am a teapot' })
  })

  it('rule: an unexpected error is a 500 with a generic message, logged, and the server goes on', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const response = await fetch(url('/broken'))
    expect(response.status).toBe(500)
    const body = await response.text()
    expect(JSON.parse(body)).toEqual({ error: 'Internal server error' })
    expect(body).not.toContain('secret detail')
    expect(logged).toHaveBeenCalledTimes(1)
    expect(String(logged.mock.calls[0]?.[1])).toContain('secret detail')
    await stillAnswers()
  })

  it('rule: raw answers go out as they are, with their content type; 204 has no body', async () => {
    const raw = await fetch(url('/raw'))
    expect(raw.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    expect(await raw.text()).toBe('plain text')
    const empty = await fetch(url('/empty'))
    expect(empty.status).toBe(204)
    expect(await empty.text()).toBe('')
  })

  it('rule: request headers reach the route with lower-case names', async () => {
    const response = await fetch(url('/header'), { headers: { 'X-Test': 'yes' } })
    expect(await response.json()).toEqual({ agent: 'yes' })
  })

  it('rule: every answer, errors included, carries Access-Control-Allow-Origin and nosniff', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    for (const path of ['/items/x', '/nothing', '/teapot', '/broken', '/raw', '/items/%E0']) {
      const response = await fetch(url(path), { headers: { origin: 'https://site.example' } })
      expect(response.headers.get('access-control-allow-origin'), path).toBe('*')
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff')
    }
  })

  it('rule: a preflight is answered with the methods and the headers the client asks for', async () => {
    const response = await fetch(url('/items'), {
      method: 'OPTIONS',
      headers: {
        origin: 'https://site.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type, X-Custom, bad header!',
      },
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(response.headers.get('access-control-allow-methods')).toBe('POST, OPTIONS')
    expect(response.headers.get('access-control-allow-headers')).toBe('content-type, x-custom')
    expect(response.headers.get('access-control-max-age')).toBe('600')
    expect((await fetch(url('/nothing'), { method: 'OPTIONS' })).status).toBe(404)
  })

  it('rule: a preflight for Private Network Access is allowed', async () => {
    const response = await fetch(url('/items/x'), {
      method: 'OPTIONS',
      headers: { 'access-control-request-method': 'GET', 'access-control-request-private-network': 'true' },
    })
    expect(response.headers.get('access-control-allow-private-network')).toBe('true')
  })

  it('rule: garbage on the socket does not end the server', async () => {
    const answer = await rawRequest('NOT HTTP AT ALL\r\n\r\n')
    expect(answer).toMatch(/^HTTP\/1\.1 400/)
    await stillAnswers()
  })
})

describe('startHttpServer lifecycle', () => {
  it('rule: the same method and path mounted twice is refused', async () => {
    await expect(startHttpServer({ routes: [echo('GET', '/a/:id'), echo('GET', '/a/:id')], context: { sql: noDatabase } }))
      .rejects.toThrow('the route GET /a/:id is mounted twice')
  })

  it('rule: a pattern that overlaps one of the same method mounted before it is refused', async () => {
    await expect(startHttpServer({ routes: [echo('GET', '/a/:id'), echo('GET', '/a/fixed')], context: { sql: noDatabase } }))
      .rejects.toThrow('the route GET /a/fixed overlaps GET /a/:id, mounted before it')
    await expect(startHttpServer({ routes: [echo('GET', '/a/:id/b'), echo('GET', '/a/x/:part')], context: { sql: noDatabase } }))
      .rejects.toThrow('overlaps')
    const apart = await startHttpServer({ routes: [echo('GET', '/a/:id'), echo('POST', '/a/fixed'), echo('GET', '/a/:id/b')], context: { sql: noDatabase } })
    await apart.stop()
  })

  it('rule: stop() lets a request in flight finish, then refuses new connections', async () => {
    let release!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    const slow: Route = { method: 'GET', path: '/slow', handle: async () => (await gate, { status: 200, body: 'done' }) }
    const running = await startHttpServer({ routes: [slow], context: { sql: noDatabase } })
    const pending = fetch(`${running.url}/slow`)
    await new Promise((resolve) => setTimeout(resolve, 50))
    const stopped = running.stop()
    release()
    const response = await pending
    expect(await response.json()).toBe('done')
    await stopped
    await expect(fetch(`${running.url}/slow`)).rejects.toThrow()
  })

  it('rule: a port already taken fails the start', async () => {
    await expect(startHttpServer({ routes: [], context: { sql: noDatabase }, port: server.port })).rejects.toThrow(/EADDRINUSE/)
  })
})

describe('startHttpServer with clients that go away', () => {
  it('rule: a client that drops the connection mid-body is no server error', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    await new Promise<void>((resolve, reject) => {
      const socket = connect(server.port, '127.0.0.1', () => {
        socket.write('POST /items HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\ncontent-length: 500\r\n\r\n{"a":')
        setTimeout(() => {
          socket.destroy()
          resolve()
        }, 50)
      })
      socket.on('error', reject)
    })
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(logged).not.toHaveBeenCalled()
    await stillAnswers()
  })
})

describe('startHttpServer behind a reverse proxy', () => {
  // On loopback the trusted proxy is 127.0.0.1, sending the headers a proxy would; 127.0.0.2 and
  // up are clients that reach the server directly.
  const TRUSTED = ['127.0.0.1']
  const started: HttpServer[] = []
  const agents: Agent[] = []
  afterEach(async () => {
    for (const agent of agents.splice(0)) agent.destroy()
    await Promise.all(started.splice(0).map((running) => running.stop()))
  })
  const start = async (options: { routes: Route[]; trustProxy?: string[] }) => {
    const running = await startHttpServer({ ...options, context: { sql: noDatabase } })
    started.push(running)
    return running
  }
  const peer = (address: string) => {
    const agent = clientAt(address)
    agents.push(agent)
    return agent
  }
  const limited = (max: number): Route => ({ method: 'POST', path: '/limited', rateLimit: { max, windowMs: 60_000 }, handle: async () => ({ status: 200, body: 'ok' }) })
  const baseRoute: Route = { method: 'POST', path: '/base', handle: async (request) => ({ status: 200, body: { base: request.publicBase ?? null } }) }

  it("rule: X-Forwarded-For from a peer that is not a trusted proxy is ignored: the rate limit counts the peer", async () => {
    const behindProxy = await start({ routes: [limited(2)], trustProxy: TRUSTED })
    const noProxy = await start({ routes: [limited(2)] })
    const [direct, neighbour, local] = [peer('127.0.0.2'), peer('127.0.0.3'), peer('127.0.0.1')]
    for (const [server, client] of [[behindProxy, direct], [noProxy, local]] as const) {
      const statuses: number[] = []
      for (let i = 0; i < 4; i++) {
        statuses.push((await postFrom(client, `${server.url}/limited`, '{}', { 'x-forwarded-for': `203.0.113.${i}` })).status)
      }
      expect(statuses).toEqual([200, 200, 429, 429])
    }
    expect((await postFrom(neighbour, `${behindProxy.url}/limited`, '{}', { 'x-forwarded-for': '203.0.113.0' })).status).toBe(200)
  })

  it('rule: through a trusted proxy the client is the address the proxy appended; a forged leftmost X-Forwarded-For entry changes nothing', async () => {
    const server = await start({ routes: [limited(3)], trustProxy: TRUSTED })
    const proxy = peer('127.0.0.1')
    // As nginx's $proxy_add_x_forwarded_for does: whatever the client sent, then the address it saw.
    const through = (forged: string, client: string) => ({ 'x-forwarded-for': `${forged}, ${client}` })
    const statuses: number[] = []
    for (let i = 0; i < 8; i++) {
      statuses.push((await postFrom(proxy, `${server.url}/limited`, '{}', through(`198.51.100.${i}`, '203.0.113.7'))).status)
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429, 429, 429])
    // Counted by client, not as the proxy: another visitor through the same proxy is served.
    expect((await postFrom(proxy, `${server.url}/limited`, '{}', through('198.51.100.0', '203.0.113.8'))).status).toBe(200)
  })

  it("rule: URLs written into answers follow the trusted proxy's X-Forwarded-Proto, -Host and -Prefix, and ignore an untrusted peer's", async () => {
    const behindProxy = await start({ routes: [baseRoute], trustProxy: TRUSTED })
    const noProxy = await start({ routes: [baseRoute] })
    const forwarded = { 'x-forwarded-for': '203.0.113.7', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'api.example.com', 'x-forwarded-prefix': '/portico/' }
    const baseOf = async (client: Agent, server: HttpServer, headers: Record<string, string>) => JSON.parse((await postFrom(client, `${server.url}/base`, '{}', headers)).text) as unknown
    expect(await baseOf(peer('127.0.0.1'), behindProxy, forwarded)).toEqual({ base: 'https://api.example.com/portico' })
    expect(await baseOf(peer('127.0.0.2'), behindProxy, forwarded)).toEqual({ base: null })
    expect(await baseOf(peer('127.0.0.1'), noProxy, forwarded)).toEqual({ base: null })
    // Without X-Forwarded-Host the proxy's Host header names the host.
    expect(await baseOf(peer('127.0.0.1'), behindProxy, { 'x-forwarded-for': '203.0.113.7' })).toEqual({ base: `http://127.0.0.1:${behindProxy.port}` })
  })
})
