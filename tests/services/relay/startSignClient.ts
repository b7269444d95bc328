import { randomUUID } from 'node:crypto'
import { Core } from '@walletconnect/core'
import { SignClient } from '@walletconnect/sign-client'
import { IVerify, type CoreTypes } from '@walletconnect/types'

type KeyValueStorage = NonNullable<CoreTypes.Options['storage']>

/** The SDK's storage in a Map: nothing reaches the disk (its Node default is a file-backed unstorage). */
export function createMemoryStorage(): KeyValueStorage {
  const items = new Map<string, unknown>()
  return {
    getKeys: async () => [...items.keys()],
    getEntries: async <T>() => [...items.entries()].map(([key, value]) => [key, structuredClone(value) as T] as [string, T]),
    getItem: async <T>(key: string) => (items.has(key) ? structuredClone(items.get(key)) as T : undefined),
    setItem: async (key, value) => void items.set(key, structuredClone(value)),
    removeItem: async (key) => void items.delete(key),
  }
}

/**
 * The hosted verification step, off. The SDK has no option for it: its Verify asks
 * verify.walletconnect.org for every attestation (or skips only when IS_VITEST is set), so the
 * client gets a Core whose verify never calls out. `register` answers "no attestation".
 */
class OfflineVerify extends IVerify {
  readonly context = 'verify (off)'

  override async register(): Promise<string | undefined> {
    return undefined
  }

  override async resolve(): ReturnType<IVerify['resolve']> {
    // The SDK reads a missing result as "unknown", which is what an offline relay can say.
    return undefined as unknown as Awaited<ReturnType<IVerify['resolve']>>
  }
}

export interface TestSignClient {
  client: InstanceType<typeof SignClient>
  /** Closes the client's socket and its timers; the relay sees the connection end. */
  stop(): Promise<void>
}

/**
 * A real @walletconnect/sign-client on `relayUrl`: in-memory storage, telemetry off, verification
 * off, logs silent, and a storage prefix of its own (the SDK keeps one Core per prefix in globalThis,
 * so two clients in one process must not share one).
 */
export async function startSignClient(
  role: 'dapp' | 'wallet',
  relayUrl: string,
  /** Keep the SDK's own Verify (only to show that the fetch guard sees what it calls). */
  options: { hostedVerify?: boolean } = {},
): Promise<TestSignClient> {
  const core = new Core({
    projectId: 'portico-local',
    relayUrl,
    storage: createMemoryStorage(),
    customStoragePrefix: `portico-${role}-${randomUUID()}`,
    telemetryEnabled: false,
    logger: 'silent',
  })
  if (!options.hostedVerify) core.verify = new OfflineVerify(core, core.logger, core.storage)
  const client = await SignClient.init({
    core,
    metadata: {
      name: role === 'dapp' ? 'Portico relay test dApp' : 'Portico relay test wallet',
      description: 'A WalletConnect client in the relay tests',
      url: role === 'dapp' ? 'http://127.0.0.1/dapp' : 'http://127.0.0.1/wallet',
      icons: [],
    },
  })
  let stopping: Promise<void> | undefined
  return {
    client,
    stop: () => (stopping ??= (async () => {
      await client.core.relayer.transportClose().catch(() => undefined)
      client.core.heartbeat.stop()
    })()),
  }
}
