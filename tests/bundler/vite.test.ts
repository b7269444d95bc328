import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { build } from 'vite'
import { afterEach, describe, expect, it } from 'vitest'
import { porticoPeers } from '../../bundler/vite.js'

const PEER = 'portico-test-peer-that-is-not-installed'
const dirs: string[] = []
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })))
})

/** A site whose one flow imports a peer it did not install, built by Vite into a temporary directory. */
async function buildSite(plugins: unknown[]): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'portico-vite-'))
  dirs.push(dir)
  await writeFile(path.join(dir, 'entry.js'), `export const flow = () => import('${PEER}').then(() => 'loaded', (error) => error.message)\n`)
  await build({
    configFile: false, root: dir, logLevel: 'silent', plugins: plugins as never,
    build: { outDir: 'out', lib: { entry: path.join(dir, 'entry.js'), formats: ['es'], fileName: 'site' }, minify: false },
  })
  return path.join(dir, 'out')
}

describe('porticoPeers', () => {
  it("rule: without it, a missing peer stops the build at the bundler's own resolve error", async () => {
    await expect(buildSite([])).rejects.toThrow(new RegExp(PEER))
  })

  it('rule: with it, the site builds and the flow fails when it loads the peer, with a message naming it', async () => {
    const out = await buildSite([porticoPeers({ peers: [PEER] })])
    const main = (await readdir(out)).find((file) => file.startsWith('site'))!
    const site = (await import(pathToFileURL(path.join(out, main)).href)) as { flow(): Promise<string> }
    expect(await site.flow()).toMatch(new RegExp(`^${PEER}: An optional peer dependency of Portico is not installed`))
  })

  it('rule: an installed peer is left to the bundler', async () => {
    const plugin = porticoPeers({ peers: ['ethers'] })
    const context = { resolve: async () => ({ id: '/node_modules/ethers/index.js' }) }
    expect(await plugin.resolveId.call(context, 'ethers', '/src/a.js')).toBeNull()
    expect(await plugin.resolveId.call(context, 'react', '/src/a.js')).toBeNull()
  })
})
