import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type Sql } from '../../../../services/api/db/openDatabase.js'
import { startFrame, type RunningFrame } from '../../../../services/frame/startFrame.js'

describe('the frame page', () => {
  let site: string
  let sql: Sql
  let frame: RunningFrame
  beforeAll(async () => {
    site = await mkdtemp(join(tmpdir(), 'portico-frame-site-'))
    await writeFile(join(site, 'index.html'), '<!doctype html><html><head><title>Stub frame</title></head><body><script type="module" src="./main.ts"></script></body></html>')
    await writeFile(join(site, 'main.ts'), "document.title = 'stub frame ' + String(1 + 1)\n")
    sql = await openDatabase()
    frame = await startFrame({ database: sql, smtp: { url: 'smtp://127.0.0.1:1' }, siteRoot: site })
  }, 120_000)
  afterAll(async () => {
    await frame?.stop()
    await sql?.close()
    await rm(site, { recursive: true, force: true })
  })

  it('rule: /frame/ serves the built page, whatever its query, and its script below /frame/', async () => {
    const page = await fetch(`${frame.url}/frame/?projectId=p&chainId=1&version=1&enableLogger=false&rpcUrl=https%3A%2F%2Frpc.example`)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8')
    const html = await page.text()
    expect(html).toContain('<title>Stub frame</title>')
    const script = /src="(\/frame\/assets\/[^"]+\.js)"/.exec(html)?.[1]
    expect(script).toBeDefined()
    const code = await fetch(`${frame.url}${script}`)
    expect(code.status).toBe(200)
    expect(code.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(code.headers.get('cache-control')).toContain('immutable')
    expect(await code.text()).toContain('stub frame')
  })

  it('rule: the page may be framed by any site, but loads only its own scripts and sends a strict referrer', async () => {
    const page = await fetch(`${frame.url}/frame/`)
    const csp = page.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("default-src 'self'")
    expect(csp).toContain("script-src 'self'")
    expect(csp).toContain('frame-ancestors *')
    expect(page.headers.get('x-frame-options')).toBeNull()
    expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(page.headers.get('x-content-type-options')).toBe('nosniff')
    expect(page.headers.get('cache-control')).toBe('no-store')
  })

  it('rule: /frame goes to /frame/ with its query, and a file that is not there is a 404', async () => {
    const bare = await fetch(`${frame.url}/frame?projectId=p`, { redirect: 'manual' })
    expect(bare.status).toBe(308)
    expect(bare.headers.get('location')).toBe('/frame/?projectId=p')
    for (const path of ['/frame/assets/missing.js', '/frame/../package.json', '/frame/%2e%2e/package.json']) {
      const missing = await fetch(`${frame.url}${path}`)
      expect(missing.status).toBe(404)
      expect(await missing.json()).toEqual({ code: 'NOT_FOUND', message: 'Not found' })
    }
  })
})
