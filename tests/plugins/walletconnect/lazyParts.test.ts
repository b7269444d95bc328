import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it, vi } from 'vitest'

const loads = vi.hoisted(() => ({ sdk: 0, qr: 0 }))
vi.mock('@walletconnect/universal-provider', async (importOriginal) => {
  loads.sdk++
  return importOriginal()
})
vi.mock('uqr', async (importOriginal) => {
  loads.qr++
  return importOriginal()
})

const ROOT = join(import.meta.dirname, '../../..')
const ENTRY = join(ROOT, 'plugins/walletconnect/index.ts')

/** Module specifiers a file imports at its top level, type-only imports and import() left out. */
function staticImports(file: string): string[] {
  const source = readFileSync(file, 'utf8')
  const found: string[] = []
  for (const match of source.matchAll(/^\s*(import|export)\s+(?!type\b)[^;]*?\bfrom\s+['"]([^'"]+)['"]/gm)) found.push(match[2]!)
  for (const match of source.matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm)) found.push(match[1]!)
  return found
}

function resolveModule(from: string, specifier: string): string {
  if (!specifier.startsWith('.')) return specifier
  const base = resolve(dirname(from), specifier).replace(/\.js$/, '')
  const file = ['.ts', '.tsx'].map((extension) => base + extension).find(existsSync)
  if (!file) throw new Error(`cannot resolve ${specifier} from ${from}`)
  return file
}

/** Every module a site loads with `import ... from 'portico/plugins/walletconnect'`, before any import() runs. */
function eagerGraph(entry: string): Set<string> {
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    if (!file.startsWith('/')) return
    for (const specifier of staticImports(file)) visit(resolveModule(file, specifier))
  }
  visit(entry)
  return new Set([...seen].map((id) => (id.startsWith('/') ? relative(ROOT, id) : id)))
}

describe('what a site pays for importing the plugin', () => {
  it('rule: the static import graph of plugins/walletconnect reaches neither the SDK, React, uqr nor the session logic', () => {
    const eager = [...eagerGraph(ENTRY)]
    const lazyOnly = eager.filter((id) =>
      id.startsWith('@walletconnect/') || id === 'uqr' || id === 'react' || id === 'portico/react' || id.startsWith('react/') ||
      /^plugins\/walletconnect\/(sdk\/initUniversalProvider|runtime\/create|session\/|pairing\/createPairing|eip155\/createEip155Provider)/.test(id))
    expect(lazyOnly).toEqual([])
    // The walk itself works: the eager part it must find is there.
    expect(eager).toEqual(expect.arrayContaining(['plugins/walletconnect/walletConnect.ts', 'plugins/walletconnect/runtime/lazyRuntime.ts', 'portico/core']))
  })

  it('rule: only the SDK loader imports @walletconnect/universal-provider, and only with import()', () => {
    const files = [...eagerGraph(join(ROOT, 'plugins/walletconnect/runtime/createRuntime.ts'))].filter((id) => id.startsWith('plugins/'))
    for (const file of files) {
      expect(staticImports(join(ROOT, file)).filter((specifier) => specifier.startsWith('@walletconnect/')), file).toEqual([])
    }
    expect(readFileSync(join(ROOT, 'plugins/walletconnect/sdk/initUniversalProvider.ts'), 'utf8')).toContain("() => import('@walletconnect/universal-provider')")
  })

  it('rule: importing the plugin, setting it up and starting a kernel loads neither the SDK nor the QR encoder', async () => {
    const { walletConnect } = await import('../../../plugins/walletconnect/index.js')
    const { createTestKernel } = await import('../../helpers/createTestKernel.js')
    const { mockChainPlugin } = await import('../../helpers/mockChainPlugin.js')
    const kernel = createTestKernel().use(mockChainPlugin().plugin).use(walletConnect({ relayUrl: 'ws://127.0.0.1:8555' }))
    await kernel.start()
    expect(loads).toEqual({ sdk: 0, qr: 0 })
    await kernel.destroy()
  })
})
