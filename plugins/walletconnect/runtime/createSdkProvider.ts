import { ConnectionError, withTimeout } from 'portico/core'
import type { Kernel, Timers } from 'portico/core'
import { WALLETCONNECT_DEFAULTS, type ResolvedWalletConnectOptions } from '../options.js'
import type { InitProvider, UniversalProviderLike } from '../sdk/UniversalProviderLike.js'
import { WalletConnectError } from '../WalletConnectError.js'

export interface SdkProviderParameters {
  kernel: Kernel
  timers: Timers
  options: ResolvedWalletConnectOptions
  initProvider: InitProvider
  /** Hears the provider's events once it is made; returns how to stop. */
  listen(provider: UniversalProviderLike): () => void
}

export interface SdkProvider {
  current(): UniversalProviderLike | undefined
  /** The provider, made on the first call (the SDK loads then), or 'Failed to connect' after the connect time-out. */
  load(): Promise<UniversalProviderLike>
  /** Ends the session with the wallet, once at a time and bounded: a relay that never answers holds nobody up. */
  end(): Promise<void>
  /** Whether our own end() is under way (a session_delete then is its echo, not the wallet's doing). */
  ending(): boolean
  /** Stops listening and closes the relay connection and the SDK's heartbeat; the session stays stored. */
  close(): Promise<void>
}

/** One kernel's SDK provider: made once, with the plugin's options, and closed with the kernel. */
export function createSdkProvider({ kernel, timers, options, initProvider, listen }: SdkProviderParameters): SdkProvider {
  let provider: UniversalProviderLike | undefined
  let loading: Promise<UniversalProviderLike> | undefined
  let ending: Promise<void> | undefined
  let stopListening = () => {}
  let closed = false

  const shut = async (made: UniversalProviderLike) => {
    made.client.core.heartbeat?.stop()
    await made.client.core.relayer.transportClose().catch(() => {})
  }

  const make = async (): Promise<UniversalProviderLike> => {
    const { projectId, metadata } = kernel.options
    const made = await initProvider({
      projectId,
      relayUrl: options.relayUrl,
      metadata: metadata ? { ...metadata, icons: [...metadata.icons] } : undefined,
      telemetryEnabled: options.telemetry,
      customStoragePrefix: options.storagePrefix ?? `portico-${projectId || 'site'}`,
    })
    // The SDK has no switch for its hosted verification: a dApp's part of it is register().
    if (!options.verify) made.client.core.verify.register = async () => undefined
    if (closed) {
      await shut(made)
      throw new ConnectionError('MODAL_CLOSED', { details: 'the kernel was destroyed' })
    }
    provider = made
    stopListening = listen(made)
    return made
  }

  return {
    current: () => provider,
    load() {
      loading ??= make().catch((error: unknown) => {
        loading = undefined
        throw error
      })
      return withTimeout(timers, loading, options.connectTimeoutMs, () => {
        const cause = new WalletConnectError('RELAY_TIMEOUT', { details: `WalletConnect was not ready within ${options.connectTimeoutMs} ms` })
        return new ConnectionError('FAILED_TO_CONNECT', { details: cause.message, cause })
      })
    },
    end() {
      ending ??= (async () => {
        const held = provider
        if (!held?.session) return
        await withTimeout(timers, held.disconnect(), WALLETCONNECT_DEFAULTS.disconnectTimeoutMs, () => new Error('no answer')).catch(() => {})
      })().finally(() => {
        ending = undefined
      })
      return ending
    },
    ending: () => ending !== undefined,
    async close() {
      closed = true
      stopListening()
      const held = provider
      provider = undefined
      if (held) await shut(held)
    },
  }
}
