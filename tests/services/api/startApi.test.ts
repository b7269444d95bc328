import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { ApiExtension } from '../../../services/api/ApiExtension.js'
import type { Sql } from '../../../services/api/db/Sql.js'
import { HttpError } from '../../../services/api/http/Route.js'
import { apiMigrations } from '../../../services/api/migrations.js'
import { requireProject } from '../../../services/api/provider/requireProject.js'
import { startApi, type ApiExtensionSource, type RunningApi } from '../../../services/api/startApi.js'
import { databases } from './db/databases.js'
import { PROJECT_QUERY } from './useApi.js'

const query = new URLSearchParams(PROJECT_QUERY).toString()

describe.each(databases())('startApi on $name', (database) => {
  // One database for these tests (PGlite takes seconds to start); startApi is safe to run again on it.
  let shared: Sql
  beforeAll(async () => {
    shared = await database.open()
  }, 120_000)
  afterAll(() => shared.close())
  const cleanups: (() => Promise<void>)[] = []
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
  })
  const open = async (): Promise<Sql> => shared
  const start = async (sql: Sql, extensions: ApiExtensionSource[] = [], allowedOrigins: string[] = []): Promise<RunningApi> => {
    const api = await startApi({ database: sql, extensions, allowedOrigins })
    cleanups.push(() => api.stop())
    return api
  }

  it('rule: an extension\'s migrations run after the core\'s, its routes get the database, and start() runs once the server listens', async () => {
    const sql = await open()
    const log: string[] = []
    const extension: ApiExtension = {
      name: 'notes',
      // References the core's projects table: it fails unless the core's migrations ran first.
      migrations: [{ id: 'notes-001', up: 'CREATE TABLE notes (project_id text REFERENCES projects (id), text text NOT NULL);' }],
      routes: [{
        method: 'GET',
        path: '/notes/:text',
        async handle(request, { sql: db }) {
          const { project } = await requireProject(db, request.url)
          await db.query('INSERT INTO notes VALUES ($1, $2)', [project.id, request.params.text])
          return { status: 200, body: await db.query('SELECT text FROM notes') }
        },
      }],
      async start({ url, sql: db }) {
        log.push(`start ${db.kind}`)
        // Listening already: the extension can call the API it belongs to.
        const response = await fetch(`${url}/appkit/v1/config?${query}`)
        log.push(`config ${response.status}`)
      },
      async stop() {
        log.push('stop')
      },
    }
    const api = await start(sql, [extension])
    expect(log).toEqual([`start ${database.name}`, 'config 200'])
    const response = await fetch(`${api.url}/notes/hello?${query}`)
    expect(await response.json()).toEqual([{ text: 'hello' }])
    expect((await fetch(`${api.url}/notes/hello`)).status).toBe(400)
    await api.stop()
    expect(log).toEqual([`start ${database.name}`, 'config 200', 'stop'])
    await expect(fetch(`${api.url}/notes/x?${query}`)).rejects.toThrow()
  })

  it('rule: an extension given as a factory is made with the database startApi uses', async () => {
    const sql = await open()
    let given: Sql | undefined
    const api = await start(sql, [(db) => {
      given = db
      return { name: 'made', migrations: [], routes: [{ method: 'GET', path: '/made', handle: async () => ({ status: 200, body: 'made' }) }] }
    }])
    expect(given).toBe(sql)
    expect(await (await fetch(`${api.url}/made`)).json()).toBe('made')
  })

  it('rule: extension routes come after the core\'s: an overlapping pattern cannot take over a core path', async () => {
    const sql = await open()
    await expect(start(sql, [{
      name: 'shadow',
      migrations: [],
      routes: [{ method: 'GET', path: '/getWalletImage/special', handle: async () => ({ status: 200, body: 'shadowed' }) }],
    }])).rejects.toThrow('the route GET /getWalletImage/special overlaps GET /getWalletImage/:id, mounted before it')
  })

  it('rule: extensions stop in reverse order, before the server closes', async () => {
    const sql = await open()
    const log: string[] = []
    const tracked = (name: string): ApiExtension => ({
      name,
      migrations: [],
      routes: [],
      async start() {
        log.push(`start ${name}`)
      },
      async stop() {
        log.push(`stop ${name}`)
      },
    })
    const api = await start(sql, [tracked('a'), tracked('b')])
    await api.stop()
    await api.stop()
    expect(log).toEqual(['start a', 'start b', 'stop b', 'stop a'])
  })

  it('rule: an extension that fails to start undoes the whole start', async () => {
    const sql = await open()
    const log: string[] = []
    let url = ''
    const first: ApiExtension = {
      name: 'first',
      migrations: [],
      routes: [],
      async start(context) {
        url = context.url
      },
      async stop() {
        log.push('stop first')
      },
    }
    const failing: ApiExtension = {
      name: 'failing',
      migrations: [],
      routes: [],
      async start() {
        throw new Error('cannot start')
      },
      async stop() {
        log.push('stop failing')
      },
    }
    await expect(startApi({ database: sql, extensions: [first, failing] })).rejects.toThrow('cannot start')
    expect(log).toEqual(['stop failing', 'stop first'])
    await expect(fetch(`${url}/appkit/v1/config?${query}`)).rejects.toThrow()
  })

  it('rule: an extension migration that fails stops the start before anything listens', async () => {
    const sql = await open()
    const broken: ApiExtension = { name: 'broken', migrations: [{ id: 'broken-001', up: 'NOT SQL' }], routes: [] }
    await expect(startApi({ database: sql, extensions: [broken] })).rejects.toThrow(/migration "broken-001" failed/)
  })

  it('rule: two extensions with one name are refused', async () => {
    const sql = await open()
    const twin: ApiExtension = { name: 'twin', migrations: [], routes: [] }
    await expect(startApi({ database: sql, extensions: [twin, twin] })).rejects.toThrow('the API extension "twin" is given twice')
  })

  it('rule: a route an extension mounts twice is refused', async () => {
    const sql = await open()
    const route = { method: 'GET' as const, path: '/x', handle: async () => { throw new HttpError(500, 'never') } }
    await expect(startApi({ database: sql, extensions: [{ name: 'dup', migrations: [], routes: [route, route] }] }))
      .rejects.toThrow('the route GET /x is mounted twice')
  })

  it('rule: starting again on the same database re-seeds without duplicates and applies new origins', async () => {
    const sql = await open()
    const first = await start(sql, [], [])
    const [before] = await sql.query<{ wallets: number; images: number }>(
      'SELECT (SELECT count(*)::int FROM wallets) AS wallets, (SELECT count(*)::int FROM asset_images) AS images')
    await first.stop()
    const second = await start(sql, [], ['https://later.example'])
    const [after] = await sql.query('SELECT (SELECT count(*)::int FROM wallets) AS wallets, (SELECT count(*)::int FROM asset_images) AS images')
    expect(after).toEqual(before)
    expect(before!.wallets).toBeGreaterThanOrEqual(300)
    const origins = await (await fetch(`${second.url}/projects/v1/origins?${query}`)).json()
    expect(origins).toEqual({ allowedOrigins: ['http://localhost:*', 'http://127.0.0.1:*', 'https://later.example'] })
  })

  it('rule: the server binds 127.0.0.1 only', async () => {
    const sql = await open()
    const api = await start(sql)
    expect(api.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(api.sql).toBe(sql)
  })

  it('rule: trustProxy reaches the server: a listed proxy\'s forwarded headers make the public base, nobody else\'s', async () => {
    const sql = await open()
    const base: ApiExtension = {
      name: 'base',
      migrations: [],
      routes: [{ method: 'GET', path: '/base', handle: async (request) => ({ status: 200, body: { base: request.publicBase ?? null } }) }],
    }
    const forwarded = { 'x-forwarded-for': '203.0.113.7', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'api.example.com' }
    const trusting = await startApi({ database: sql, extensions: [base], trustProxy: ['127.0.0.1'] })
    cleanups.push(() => trusting.stop())
    const elsewhere = await startApi({ database: sql, extensions: [base], trustProxy: ['10.0.0.0/8'] })
    cleanups.push(() => elsewhere.stop())
    expect(await (await fetch(`${trusting.url}/base`, { headers: forwarded })).json()).toEqual({ base: 'https://api.example.com' })
    expect(await (await fetch(`${elsewhere.url}/base`, { headers: forwarded })).json()).toEqual({ base: null })
  })
})

describe('startApi with its own database', () => {
  let dir: string | undefined
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true })
    dir = undefined
  })

  it('rule: with a dataDir, data outlives a restart and migrations are not applied twice', async () => {
    dir = await mkdtemp(join(tmpdir(), 'portico-api-'))
    const first = await startApi({ dataDir: dir })
    const sent = await fetch(`${first.url}/e?${query}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ eventId: 'persisted', url: 'u', domain: 'd', timestamp: 1, props: {} }),
    })
    expect(sent.status).toBe(204)
    await first.stop()
    const second = await startApi({ dataDir: dir })
    try {
      expect(await second.sql.query("SELECT event_id FROM analytics_events WHERE event_id = 'persisted'")).toHaveLength(1)
      const [row] = await second.sql.query<{ n: number }>("SELECT count(*)::int AS n FROM schema_migrations WHERE id LIKE 'api-%'")
      expect(row?.n).toBe(apiMigrations.length)
    } finally {
      await second.stop()
    }
  }, 120_000)

  it('rule: stop() closes the database the API opened itself', async () => {
    const api = await startApi()
    await api.stop()
    await expect(api.sql.query('SELECT 1')).rejects.toThrow()
  }, 120_000)

  it('rule: a taken port fails the start with the listen error', async () => {
    const blocker = createServer()
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', () => resolve()))
    const port = (blocker.address() as { port: number }).port
    try {
      await expect(startApi({ port })).rejects.toThrow(/EADDRINUSE/)
    } finally {
      await new Promise((resolve) => blocker.close(resolve))
    }
  }, 120_000)
})
