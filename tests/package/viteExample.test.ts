import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REPO_ROOT } from './builtFiles.js'
import { siteProject, type SiteProject } from './siteProject.js'

const EXAMPLE = join(REPO_ROOT, 'examples', 'vite-react')
const dependencies = Object.keys((JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { dependencies: Record<string, string> }).dependencies)

// examples/vite-react is README's snippet in a plain Vite + React app. Built against the packed
// tarball, it shows a site gets a working package: exports that resolve, every import of dist/
// either a declared dependency or an optional peer, and lazy modal chunks that bundle.
describe('examples/vite-react', () => {
  let site: SiteProject
  beforeAll(() => {
    // Portico's declared dependencies only: a dist/ import of anything else fails the build. React
    // and Vite are the example's own, taken from this repository so nothing is downloaded.
    site = siteProject({ from: EXAMPLE, links: [...dependencies, 'react', 'react-dom', 'vite'] })
  })
  afterAll(() => site?.remove())

  it("rule: the example's kernel is README's snippet, so the build proves what README shows", () => {
    const readme = readFileSync(join(REPO_ROOT, 'README.md'), 'utf8')
    const snippet = /```ts\n([^]*?)```/.exec(readme.slice(readme.indexOf('## Using it')))?.[1]
    // <KernelProvider> starts the kernel in the example, as README says it may; the rest is verbatim.
    const expected = snippet?.replace('await kernel.start()\n', '').trimEnd().replace('const kernel =', 'export const kernel =')
    expect(expected).toBeTruthy()
    expect(readFileSync(join(EXAMPLE, 'src', 'kernel.ts'), 'utf8')).toContain(expected)
  })

  it('rule: the Vite + React example builds against the packed tarball as an outside site installs it', () => {
    const vite = join(site.dir, 'node_modules', 'vite', 'bin', 'vite.js')
    // A site builds with NODE_ENV=production; Vitest's NODE_ENV=test would make Vite build for development.
    execFileSync(process.execPath, [vite, 'build', '--logLevel', 'error'], {
      cwd: site.dir, stdio: 'pipe', timeout: 90_000, env: { ...process.env, NODE_ENV: 'production' },
    })
    const assets = readdirSync(join(site.dir, 'dist', 'assets'))
    // The Connect view is a lazy chunk of portico/react: present only if the modal resolved and bundled.
    expect(assets.some((name) => /^Connect-.*\.js$/.test(name))).toBe(true)
    expect(readFileSync(join(site.dir, 'dist', 'index.html'), 'utf8')).toMatch(/<script type="module"[^>]+src="\/assets\/index-[^"]+\.js"/)
  })

  it('rule: with no porticoPeers() and no ethers installed, Vite stands in for the optional peer with a module that throws when the flow loads it', () => {
    expect(readdirSync(site.dir)).not.toContain('vite.config.js')
    expect(() => execFileSync(process.execPath, ['-e', 'require.resolve("ethers")'], { cwd: site.dir, stdio: 'pipe' })).toThrow()
    const assets = readdirSync(join(site.dir, 'dist', 'assets'))
    // Vite's stand-in, a chunk of its own that the evm plugin's lazy import of ethers loads;
    // loadOptionalPeer turns its throw into PEER_DEPENDENCY_MISSING (tests/core).
    const standIn = assets.find((name) => name.startsWith('__vite-optional-peer-dep_ethers_portico'))
    expect(standIn).toBeDefined()
    expect(readFileSync(join(site.dir, 'dist', 'assets', standIn!), 'utf8')).toMatch(/throw new Error\(`Could not resolve/)
    expect(assets.filter((name) => name.endsWith('.js')).some((name) => readFileSync(join(site.dir, 'dist', 'assets', name), 'utf8').includes(`import("./${standIn}")`))).toBe(true)
  })
})
