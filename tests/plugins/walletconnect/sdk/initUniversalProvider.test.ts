import { afterEach, describe, expect, it, vi } from 'vitest'

/*
 * @walletconnect/universal-provider is an optional peer: a site that uses walletConnect() without
 * installing it must be told which package to install. The failed import is mocked.
 */

afterEach(() => {
  vi.doUnmock('@walletconnect/universal-provider')
  vi.resetModules()
})

describe('initUniversalProvider without the SDK installed', () => {
  it('rule: the failed import is PEER_DEPENDENCY_MISSING naming the package and its npm install command', async () => {
    vi.resetModules()
    vi.doMock('@walletconnect/universal-provider', () => {
      throw new Error("Cannot find package '@walletconnect/universal-provider'")
    })
    const { initUniversalProvider } = await import('../../../../plugins/walletconnect/sdk/initUniversalProvider.js')
    const error = await initUniversalProvider({
      projectId: 'test-project-id', relayUrl: 'ws://127.0.0.1:1', metadata: undefined, telemetryEnabled: false, customStoragePrefix: 'test',
    }).catch((caught: unknown) => caught)
    expect(error).toMatchObject({ name: 'KernelError', code: 'PEER_DEPENDENCY_MISSING' })
    expect((error as Error).message).toContain(
      '@walletconnect/universal-provider could not be loaded. Install it: npm install @walletconnect/universal-provider',
    )
    expect((error as Error).message).toContain('walletConnect()')
  })
})
