import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from '../e2e/harness/launchBrowser.js'
import { REPO_ROOT } from './builtFiles.js'
import { siteProject, type SiteProject } from './siteProject.js'

const EXAMPLE = join(REPO_ROOT, 'examples', 'nextjs')
const dependencies = Object.keys((JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { dependencies: Record<string, string> }).dependencies)
const ALICE = '0x1111111111111111111111111111111111111111'
const SESSION = `portico.session=${encodeURIComponent(JSON.stringify({ v: 1, active: 'eip155', chains: { eip155: { caipAddress: `eip155:1:${ALICE}`, connectorId: 'io.metamask' } } }))}`
const ENV = { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' }

const freePort = () => new Promise<number>((resolve, reject) => {
  const server = createServer().once('error', reject).listen(0, '127.0.0.1', () => {
    const { port } = server.address() as { port: number }
    server.close(() => resolve(port))
  })
})

// examples/nextjs as a site installs it: an App Router app whose Server Component page imports
// portico/react, and whose layout renders a returning visitor connected from the session cookie.
describe('examples/nextjs', () => {
  let site: SiteProject
  let server: ChildProcess | undefined
  let browser: Browser | undefined
  let url = ''

  beforeAll(async () => {
    // The example's own dependencies are taken from this repository, so nothing is downloaded;
    // ethers, the evm plugin's optional peer, is not among them: withPortico stands in for it.
    site = siteProject({ from: EXAMPLE, links: [...dependencies, 'react', 'react-dom', 'next', 'typescript', '@types/react', '@types/react-dom', '@types/node'] })
    // Turbopack compiles only files under its root; the linked packages live in this repository's
    // node_modules, outside the temporary project (an installed site has them inside).
    const config = readFileSync(join(site.dir, 'next.config.mjs'), 'utf8')
    writeFileSync(join(site.dir, 'next.config.mjs'), config.replace('reactStrictMode: true,', "reactStrictMode: true,\n  turbopack: { root: '/' },"))
  })
  afterAll(async () => {
    await browser?.close()
    server?.kill()
    site?.remove()
  })

  it('rule: the example wraps its config with withPortico and has no ethers to build with', () => {
    expect(readFileSync(join(site.dir, 'next.config.mjs'), 'utf8')).toMatch(/export default withPortico\(\{[^]*turbopack: \{ root: '\/' \}/)
    expect(() => execFileSync(process.execPath, ['-e', 'require.resolve("ethers")'], { cwd: site.dir, stdio: 'pipe' })).toThrow()
  })

  it('rule: the Next.js example builds against the packed tarball with Turbopack and its type check', () => {
    const output = execFileSync(process.execPath, [join(site.dir, 'node_modules', 'next', 'dist', 'bin', 'next'), 'build'], {
      cwd: site.dir, encoding: 'utf8', stdio: 'pipe', timeout: 240_000, env: ENV,
    })
    expect(output).toMatch(/Compiled successfully/)
  }, 300_000)

  it("rule: the server renders a returning visitor connected from the session cookie, and a first visitor not", async () => {
    const port = await freePort()
    server = spawn(process.execPath, [join(site.dir, 'node_modules', 'next', 'dist', 'bin', 'next'), 'start', '-p', String(port), '-H', '127.0.0.1'], { cwd: site.dir, env: ENV, stdio: 'pipe' })
    url = `http://127.0.0.1:${port}/`
    await expect.poll(async () => (await fetch(url).catch(() => undefined))?.status, { timeout: 30_000, interval: 250 }).toBe(200)
    const returning = await (await fetch(url, { headers: { cookie: SESSION } })).text()
    expect(returning).toContain('Welcome back, 0x11…111111')
    const first = await (await fetch(url)).text()
    expect(first).toContain('Connect a wallet to begin.')
    expect(await (await fetch(url, { headers: { cookie: 'portico.session=%7B%22v%22%3A9%7D' } })).text()).toContain('Connect a wallet to begin.')
  })

  it('rule: in the browser the page hydrates without a mismatch, and a cookie session no wallet holds is taken back', async () => {
    browser = await launchBrowser()
    const context = await browser.newContext()
    await context.addCookies([{ name: 'portico.session', value: SESSION.slice('portico.session='.length), url }])
    const page = await context.newPage()
    const problems: string[] = []
    page.on('console', (message) => { if (message.type() === 'error') problems.push(message.text()) })
    page.on('pageerror', (error) => problems.push(error.message))
    page.on('response', (response) => { if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`) })
    await page.goto(url)
    // No wallet in this browser restores the session, so the kernel takes the account back.
    await expect.poll(() => page.getByTestId('greeting').textContent(), { timeout: 15_000 }).toBe('Connect a wallet to begin.')
    await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
    expect((await context.cookies()).some((cookie) => cookie.name === 'portico.session')).toBe(false)
    expect(problems).toEqual([])
    await context.close()
  })
})
