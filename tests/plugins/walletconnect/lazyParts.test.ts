import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { eagerGraph } from '../../helpers/eagerGraph.js'
import { staticImports } from '../../helpers/staticImports.js'

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

describe('what a site pays for importing the plugin', () => {
  it('rule: the static import graph of plugins/walletconnect reaches neither the SDK, React, uqr nor the session logic', () => {
    const eager = eagerGraph('plugins/walletconnect/index.ts')
    const lazyOnly = eager.filter((id) =>
      id.startsWith('@walletconnect/') || id === 'uqr' || id === 'react' || id === 'portico/react' || id.startsWith('react/') ||
      /^plugins\/walletconnect\/(sdk\/initUniversalProvider|runtime\/create|session\/|pairing\/createPairing|eip155\/createEip155Provider)/.test(id))
    expect(lazyOnly).toEqual([])
    // The walk itself works: the eager part it must find is there.
    expect(eager).toEqual(expect.arrayContaining(['plugins/walletconnect/walletConnect.ts', 'plugins/walletconnect/runtime/lazyRuntime.ts', 'portico/core']))
  })

  it('rule: only the SDK loader imports @walletconnect/universal-provider, and only with import()', () => {
    const files = eagerGraph('plugins/walletconnect/runtime/createRuntime.ts').filter((id) => id.startsWith('plugins/'))
    for (const file of files) {
      expect(staticImports(file).filter((specifier) => specifier.startsWith('@walletconnect/')), file).toEqual([])
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
