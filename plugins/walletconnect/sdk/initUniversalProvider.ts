import type * as UniversalProviderSdk from '@walletconnect/universal-provider'
import { loadOptionalPeer } from 'portico/core'
import type { UniversalProviderInit, UniversalProviderLike } from './UniversalProviderLike.js'

/**
 * Loads `@walletconnect/universal-provider` (only here, and only by import(), so a site pays for it
 * when a visitor picks WalletConnect or a session of ours is restored) and makes a provider. The
 * SDK keeps its core in a page global keyed by the storage prefix and hands it to the next init
 * with that prefix; dropping the reference right away gives every kernel a core of its own, and
 * one a destroyed kernel closed is never handed on.
 */
export async function initUniversalProvider(
  init: UniversalProviderInit,
  /** The SDK's storage; left out, its default (IndexedDB in a browser). Node tests pass one in memory. */
  extra: Pick<UniversalProviderSdk.UniversalProviderOpts, 'storage'> = {},
): Promise<UniversalProviderLike> {
  const sdk = await loadOptionalPeer(
    '@walletconnect/universal-provider',
    () => import('@walletconnect/universal-provider'),
    'walletConnect() pairs wallets through it, an optional peer dependency loaded on first use',
  )
  try {
    const provider: UniversalProviderLike = await sdk.UniversalProvider.init({
      projectId: init.projectId,
      relayUrl: init.relayUrl,
      ...(init.metadata ? { metadata: init.metadata } : {}),
      telemetryEnabled: init.telemetryEnabled,
      customStoragePrefix: init.customStoragePrefix,
      logger: 'error',
      ...extra,
    })
    return provider
  } finally {
    releaseGlobalCore(init.customStoragePrefix)
  }
}

function releaseGlobalCore(prefix: string): void {
  const globals = globalThis as Record<string, unknown>
  delete globals[`_walletConnectCore_${prefix}`]
  delete globals[`_walletConnectCore_${prefix}_count`]
}
