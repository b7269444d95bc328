import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { afterEach, describe, expect, it } from 'vitest'
import { withSearchPath } from './db/databases.js'
import { PROJECT_QUERY } from './useApi.js'

const ROOT = fileURLToPath(new URL('../../../', import.meta.url))
const query = new URLSearchParams(PROJECT_QUERY).toString()

interface Running {
  child: ChildProcess
  url: string
  banner: string
  exited: Promise<number | null>
}

/** Runs services/api/main.ts as `npm start` would, and waits for the line with its URL. */
async function runMain(env: Record<string, string>): Promise<Running> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'services/api/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  let output = ''
  const banner = await new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const line = output.split('\n').find((text) => text.includes('http://127.0.0.1:'))
      if (line) resolve(line)
    })
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
    void exited.then((code) => reject(new Error(`main.ts exited with ${code}: ${output}`)))
  })
  return { child, url: /http:\/\/127\.0\.0\.1:\d+/.exec(banner)![0], banner, exited }
}

describe('services/api/main.ts', () => {
  const children: ChildProcess[] = []
  afterEach(() => {
    for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL')
  })

  it('rule: it prints its URL, serves the local project, and stops cleanly on SIGTERM', async () => {
    const running = await runMain({ PORT: '0', PORTICO_ALLOWED_ORIGINS: 'https://a.example, https://b.example' })
    children.push(running.child)
    expect(running.banner).toContain('project id portico-local, PGlite')
    const origins = await (await fetch(`${running.url}/projects/v1/origins?${query}`)).json()
    expect(origins).toEqual({ allowedOrigins: ['http://localhost:*', 'http://127.0.0.1:*', 'https://a.example', 'https://b.example'] })
    running.child.kill('SIGTERM')
    expect(await running.exited).toBe(0)
  }, 120_000)

  it('rule: it stops cleanly on SIGINT', async () => {
    const running = await runMain({ PORT: '0' })
    children.push(running.child)
    running.child.kill('SIGINT')
    expect(await running.exited).toBe(0)
  }, 120_000)

  it('rule: a PORT that is not a port number fails the start', async () => {
    await expect(runMain({ PORT: 'eighty' })).rejects.toThrow(/PORT must be a port number, not "eighty"/)
  }, 120_000)

  it('rule: the old PORTICO_TRUST_PROXY=1 fails the start, saying to list the proxy addresses', async () => {
    await expect(runMain({ PORT: '0', PORTICO_TRUST_PROXY: '1' })).rejects.toThrow(/PORTICO_TRUST_PROXY lists the addresses of the reverse proxies to trust, not "1"/)
  }, 120_000)

  it.runIf(Boolean(process.env.DATABASE_URL))('rule: DATABASE_URL makes it use PostgreSQL', async () => {
    const databaseUrl = process.env.DATABASE_URL!
    const schema = `portico_main_${randomBytes(6).toString('hex')}`
    const admin = new pg.Client({ connectionString: databaseUrl })
    await admin.connect()
    try {
      await admin.query(`CREATE SCHEMA ${schema}`)
      const running = await runMain({ PORT: '0', DATABASE_URL: withSearchPath(databaseUrl, schema) })
      children.push(running.child)
      expect(running.banner).toContain('PostgreSQL')
      expect((await fetch(`${running.url}/getWallets?${query}`)).status).toBe(200)
      const [row] = (await admin.query(`SELECT count(*)::int AS n FROM ${schema}.wallets`)).rows as { n: number }[]
      expect(row?.n).toBeGreaterThanOrEqual(300)
      running.child.kill('SIGTERM')
      expect(await running.exited).toBe(0)
    } finally {
      await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`)
      await admin.end()
    }
  }, 120_000)
})
