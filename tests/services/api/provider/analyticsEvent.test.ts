import type { Agent } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startHttpServer, type HttpServer } from '../../../../services/api/http/startHttpServer.js'
import { upsertProject } from '../../../../services/api/projects/upsertProject.js'
import { analyticsEventRoute } from '../../../../services/api/provider/analyticsEventRoute.js'
import { databases } from '../db/databases.js'
import { clientAt, postFrom } from '../postFrom.js'
import { useApi } from '../useApi.js'

interface StoredEvent extends Record<string, unknown> {
  event_id: string
  project_id: string
  url: string
  domain: string
  sent_at: number
  props: unknown
  sdk_type: string
  sdk_version: string
  origin: string | null
}

const event = (eventId: string, extra: Record<string, unknown> = {}) => ({
  eventId,
  url: 'http://localhost:5173/shop',
  domain: 'localhost',
  timestamp: 1_700_000_000_000,
  props: { type: 'track', event: 'MODAL_OPEN', address: '0xabc' },
  ...extra,
})

describe.each(databases())('POST /e on $name', (database) => {
  const api = useApi(database)
  const post = (body: unknown, headers: Record<string, string> = {}, query: Record<string, string> = {}) =>
    api.call('/e', query, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    })
  const stored = (eventId: string) =>
    api.sql.query<StoredEvent>('SELECT * FROM analytics_events WHERE event_id = $1', [eventId])
  const errorOf = async (response: Response) => ((await response.json()) as { error: string }).error

  it('rule: an event is stored with its project, sdk type and version, and answered with 204', async () => {
    const response = await post(event('stored-1'), { origin: 'http://localhost:5173' })
    expect(response.status).toBe(204)
    expect(await response.text()).toBe('')
    const [row] = await stored('stored-1')
    expect(row).toMatchObject({
      project_id: 'portico-local',
      url: 'http://localhost:5173/shop',
      domain: 'localhost',
      sent_at: 1_700_000_000_000,
      props: { type: 'track', event: 'MODAL_OPEN', address: '0xabc' },
      sdk_type: 'portico',
      sdk_version: 'portico-test',
      origin: 'http://localhost:5173',
    })
  })

  it('rule: an error report with its props is stored as sent', async () => {
    const props = { type: 'error', event: 'INTERNAL_SDK_ERROR', errorType: 'TypeError', errorMessage: 'x is undefined', stackTrace: 'at a\nat b' }
    expect((await post(event('error-1', { props }))).status).toBe(204)
    expect((await stored('error-1'))[0]?.props).toEqual(props)
  })

  it('rule: an event id sent twice is stored once', async () => {
    expect((await post(event('twice'))).status).toBe(204)
    expect((await post(event('twice', { url: 'http://localhost/other' }))).status).toBe(204)
    const rows = await stored('twice')
    expect(rows).toHaveLength(1)
    expect(rows[0]?.url).toBe('http://localhost:5173/shop')
  })

  it('rule: a page on an origin the project does not allow gets a 403 and nothing is stored', async () => {
    const response = await post(event('foreign'), { origin: 'https://evil.example' })
    expect(response.status).toBe(403)
    expect(await errorOf(response)).toBe('This origin is not allowed for the project')
    expect(await stored('foreign')).toEqual([])
    expect((await post(event('loopback'), { origin: 'http://127.0.0.1:3000' })).status).toBe(204)
  })

  it.each([
    ['an array', [1, 2], 'the body must be a JSON object with eventId, url, domain, timestamp and props'],
    ['no body', '', 'the body must be a JSON object with eventId, url, domain, timestamp and props'],
    ['null', 'null', 'the body must be a JSON object with eventId, url, domain, timestamp and props'],
    ['a missing eventId', { ...event('x'), eventId: undefined }, 'invalid event: eventId: Invalid input: expected string, received undefined'],
    ['an empty eventId', event(''), 'invalid event: eventId may not be empty'],
    ['an overlong eventId', event('e'.repeat(129)), 'invalid event: eventId must be at most 128 characters'],
    ['a string timestamp', event('t', { timestamp: '2024' }), 'invalid event: timestamp: Invalid input: expected number, received string'],
    ['a fractional timestamp', event('t', { timestamp: 1.5 }), 'invalid event: timestamp must be whole milliseconds'],
    ['a negative timestamp', event('t', { timestamp: -1 }), 'invalid event: timestamp may not be negative'],
    ['props as a list', event('p', { props: [] }), 'invalid event: props: Invalid input: expected record, received array'],
    ['an overlong url', event('u', { url: `http://x/${'a'.repeat(2048)}` }), 'invalid event: url must be at most 2048 characters'],
  ])('rule: %s is a 400', async (_, body, message) => {
    const response = await post(body)
    expect(response.status).toBe(400)
    expect(await errorOf(response)).toBe(message)
  })

  it('rule: text PostgreSQL cannot store is a 400, not a server error', async () => {
    const nul = await post(event('nul', { props: { note: 'a\u0000b' } }))
    expect(nul.status).toBe(400)
    expect(await errorOf(nul)).toBe('invalid event: text may not contain NUL characters')
    const surrogate = await post('{"eventId":"s","url":"u","domain":"d","timestamp":1,"props":{"x":"\\ud800"}}')
    expect(surrogate.status).toBe(400)
    expect(await errorOf(surrogate)).toBe('invalid event: text may not contain unpaired surrogates')
    const key = await post('{"eventId":"k","url":"u","domain":"d","timestamp":1,"props":{"\\u0000":1}}')
    expect(key.status).toBe(400)
  })

  it('rule: props nested too deep are a 400, however deep', async () => {
    // 2500 levels still fit in the 16 KiB a body may hold.
    for (const depth of [20, 2500]) {
      const body = `{"eventId":"deep","url":"u","domain":"d","timestamp":1,"props":${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}}`
      const response = await post(body)
      expect(response.status, String(depth)).toBe(400)
      expect(await errorOf(response)).toBe('invalid event: the body may nest at most 16 levels deep')
    }
  })

  it('rule: malformed JSON is a 400 and a body over 16 KiB a 413; the server goes on', async () => {
    expect((await post('{"eventId": "broken"')).status).toBe(400)
    expect((await post(event('near-limit', { props: { blob: 'x'.repeat(16 * 1024 - 200) } }))).status).toBe(204)
    const big = await post(event('big', { props: { blob: 'x'.repeat(16 * 1024) } }))
    expect(big.status).toBe(413)
    expect(await errorOf(big)).toBe('the body may hold at most 16384 bytes')
    expect((await post(event('after-hostile'))).status).toBe(204)
  })

  it('rule: GET /e is a 405', async () => {
    expect((await api.call('/e')).status).toBe(405)
  })

  it('rule: a project with analytics off drops events but INITIALIZE', async () => {
    await upsertProject(api.sql, { id: 'no-analytics', name: 'Quiet', allowedOrigins: ['*'], features: [], analyticsEnabled: false })
    const quiet = { projectId: 'no-analytics' }
    expect((await post(event('quiet-track'), {}, quiet)).status).toBe(204)
    expect(await stored('quiet-track')).toEqual([])
    expect((await post(event('quiet-init', { props: { type: 'track', event: 'INITIALIZE' } }), {}, quiet)).status).toBe(204)
    expect((await stored('quiet-init'))[0]?.project_id).toBe('no-analytics')
  })
})

describe.each(databases())('POST /e retention on $name', (database) => {
  const api = useApi(database)
  let server: HttpServer
  beforeAll(async () => {
    server = await startHttpServer({ routes: [analyticsEventRoute({ maxStoredEvents: 10, maxStoredBytes: 10_000 })], context: { sql: api.sql } })
  })
  afterAll(() => server.stop())

  const send = async (projectId: string, eventId: string, props: Record<string, unknown> = {}) => {
    const response = await fetch(`${server.url}/e?projectId=${projectId}&st=portico&sv=1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(event(eventId, { props: { type: 'track', event: 'MODAL_OPEN', ...props } })),
    })
    expect(response.status).toBe(204)
  }
  const kept = async (projectId: string) => {
    const rows = await api.sql.query<{ event_id: string; bytes: number }>('SELECT event_id, bytes FROM analytics_events WHERE project_id = $1 ORDER BY seq', [projectId])
    const [usage] = await api.sql.query<{ events: number; bytes: number }>('SELECT events, bytes FROM analytics_usage WHERE project_id = $1', [projectId])
    // The running totals the route prunes by agree with what is stored.
    expect(usage).toEqual({ events: rows.length, bytes: rows.reduce((sum, row) => sum + row.bytes, 0) })
    return rows
  }
  const project = (id: string) => upsertProject(api.sql, { id, name: id, allowedOrigins: [], features: [], analyticsEnabled: true })

  it('rule: a project keeps at most its newest events, by count', async () => {
    await project('retained')
    for (let i = 1; i <= 25; i++) {
      await send('retained', `kept-${i}`)
      const rows = await kept('retained')
      expect(rows.length).toBeLessThanOrEqual(10)
      // Always the newest ones, however many a prune left.
      expect(rows.map((row) => row.event_id)).toEqual(Array.from({ length: rows.length }, (_, index) => `kept-${i - rows.length + 1 + index}`))
    }
    expect((await kept('retained')).length).toBeGreaterThanOrEqual(9)
  })

  it('rule: a project keeps at most its newest events, by bytes', async () => {
    await project('retained-bytes')
    for (let i = 1; i <= 20; i++) {
      await send('retained-bytes', `large-${i}`, { blob: 'x'.repeat(2_000) })
      const rows = await kept('retained-bytes')
      expect(rows.reduce((sum, row) => sum + row.bytes, 0)).toBeLessThanOrEqual(10_000)
      expect(rows.at(-1)?.event_id).toBe(`large-${i}`)
    }
    // Five events of about 2 KB fill the 10,000 bytes, well before the cap of ten events.
    expect((await kept('retained-bytes')).length).toBeGreaterThanOrEqual(4)
  })

  it('rule: a repeated event id counts once toward the caps', async () => {
    await project('retained-twice')
    for (let i = 0; i < 3; i++) await send('retained-twice', 'same-id')
    expect(await kept('retained-twice')).toHaveLength(1)
  })
})

describe.each(databases())('POST /e rate limit on $name', (database) => {
  const api = useApi(database)
  let server: HttpServer
  const clients = [clientAt('127.0.0.3'), clientAt('127.0.0.4')]
  beforeAll(async () => {
    server = await startHttpServer({ routes: [analyticsEventRoute()], context: { sql: api.sql } })
  })
  afterAll(async () => {
    for (const client of clients) client.destroy()
    await server.stop()
  })
  const url = () => `${server.url}/e?projectId=portico-local&st=portico&sv=1`

  it('rule: a client past 120 events a minute gets a 429 with Retry-After, before its body is read; other clients are still served', async () => {
    const [flooder, neighbour] = clients as [Agent, Agent]
    for (let i = 0; i < 120; i++) {
      expect((await postFrom(flooder, url(), JSON.stringify(event(`limited-${i}`)))).status, String(i)).toBe(204)
    }
    const refused = await postFrom(flooder, url(), JSON.stringify(event('limited-over')))
    expect(refused.status).toBe(429)
    const seconds = Number(refused.headers['retry-after'])
    expect(seconds).toBeGreaterThanOrEqual(1)
    expect(seconds).toBeLessThanOrEqual(60)
    expect(JSON.parse(refused.text)).toEqual({ error: `Too many requests: try again in ${seconds} s` })
    expect(await api.sql.query("SELECT 1 FROM analytics_events WHERE event_id = 'limited-over'")).toEqual([])
    // An oversize body is refused for the rate, not read for its size.
    expect((await postFrom(flooder, url(), 'x'.repeat(64 * 1024))).status).toBe(429)
    expect((await postFrom(neighbour, url(), JSON.stringify(event('neighbour')))).status).toBe(204)
  }, 60_000)
})
