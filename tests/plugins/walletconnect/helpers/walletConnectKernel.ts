import { vi } from 'vitest'
import type { KernelOptions } from '../../../../core/options/types.js'
import type { RemoteNamespace } from '../../../../core/remote/RemoteSession.js'
import { createStorage, type KernelStorage } from '../../../../core/storage/createStorage.js'
import type { WalletConnectOptions } from '../../../../plugins/walletconnect/options.js'
import { walletConnectPlugin } from '../../../../plugins/walletconnect/walletConnect.js'
import { createTestKernel } from '../../../helpers/createTestKernel.js'
import { mockChainPlugin, mockNetwork } from '../../../helpers/mockChainPlugin.js'
import { fakeSession, fakeUniversalProvider } from './fakeUniversalProvider.js'

// The plugin's lazy part, loaded while the test file loads: its first import() takes a while to
// transform, which would otherwise eat into the first test's time (and fake-timer tests' ticks).
await import('../../../../plugins/walletconnect/runtime/createRuntime.js')

export const EVM_ADDRESS = '0x1111111111111111111111111111111111111111'
export const EVM_ADDRESS_2 = '0x2222222222222222222222222222222222222222'
export const SOLANA_REFERENCE = '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
export const SOLANA_ADDRESS = 'So1anaAccount11111111111111111111111111111'
export const LOCAL_RELAY = 'ws://127.0.0.1:8555'

/** Fake timers for timing rules, leaving setImmediate real so `settle` can let promises and imports run. */
export function useTimingFakes(): void {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] })
}

/** Lets pending promises, the plugin's lazy imports and queued microtasks run (real time, no timers). */
export async function settle(rounds = 20): Promise<void> {
  for (let round = 0; round < rounds; round++) await new Promise<void>((resolve) => setImmediate(resolve))
}

/**
 * Waits until `check` passes, in real ticks (fake timers never advance here), for up to 4 s: the
 * first import() of the plugin's lazy part takes a while to transform.
 */
export async function until(check: () => boolean, timeoutMs = 4_000): Promise<void> {
  const deadline = performance.now() + timeoutMs
  while (!check()) {
    if (performance.now() > deadline) throw new Error('condition never held')
    await new Promise<void>((resolve) => setImmediate(resolve))
  }
}

/** The session a wallet approves on both test namespaces: eip155 chains 1 and 2, and solana. */
export const bothNamespaces = (eip155Methods: string[] = ['personal_sign', 'eth_sendTransaction']) => fakeSession({
  eip155: { accounts: [`eip155:1:${EVM_ADDRESS}`, `eip155:2:${EVM_ADDRESS}`], methods: eip155Methods },
  solana: { accounts: [`solana:${SOLANA_REFERENCE}:${SOLANA_ADDRESS}`], methods: ['solana_signMessage'] },
})

export interface WalletConnectKernelOptions {
  options?: WalletConnectOptions
  kernel?: Partial<KernelOptions>
  fake?: ReturnType<typeof fakeUniversalProvider>
  storage?: KernelStorage
  fetch?: typeof fetch
  start?: boolean
  /** What the mock chain plugins ask a remote wallet for, as a real chain plugin's `remote` says. */
  remotes?: { eip155?: RemoteNamespace; solana?: RemoteNamespace }
}

/**
 * A kernel with mock eip155 and solana chain plugins and the walletConnect plugin over a fake
 * universal provider, on a local relay URL. Started unless told otherwise.
 */
export async function walletConnectKernel(setup: WalletConnectKernelOptions = {}) {
  const fake = setup.fake ?? fakeUniversalProvider()
  const evm = mockChainPlugin({ namespace: 'eip155', ...(setup.remotes?.eip155 ? { remote: setup.remotes.eip155 } : {}) })
  const solana = mockChainPlugin({
    namespace: 'solana', networks: [mockNetwork('solana', SOLANA_REFERENCE, 'Solana')], ...(setup.remotes?.solana ? { remote: setup.remotes.solana } : {}),
  })
  const storage = setup.storage ?? createStorage(null)
  const kernel = createTestKernel({ networks: [...evm.networks, ...solana.networks], ...setup.kernel }, { storage, ...(setup.fetch ? { fetch: setup.fetch } : {}) })
    .use(evm.plugin)
    .use(solana.plugin)
    .use(walletConnectPlugin({ relayUrl: LOCAL_RELAY, ...setup.options }, { initProvider: fake.initProvider }))
  if (setup.start !== false) await kernel.start()
  return { kernel, fake, storage, evm, solana }
}
