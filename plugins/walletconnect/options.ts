import type { ChainNamespace } from 'portico/core'
import { WalletConnectError } from './WalletConnectError.js'

/** What the session asks a wallet for on one namespace, on top of its chains. */
export interface NamespaceRequest {
  methods: readonly string[]
  events: readonly string[]
}

export interface WalletConnectOptions {
  /** The relay's WebSocket URL. Default: the public relay. Point it at services/relay for the local stack. */
  relayUrl?: string
  /**
   * The SDK's hosted verification (an attestation iframe from verify.walletconnect.org before each
   * proposal and request). Default true; set false offline or on a local relay, where each step
   * would stall about 5 s before the SDK gives up on it.
   */
  verify?: boolean
  /**
   * How long loading the SDK and getting a pairing link may take before the visitor sees 'Failed
   * to connect'. Default 15 s; alone, the SDK waits about 75 s on an unreachable relay.
   */
  connectTimeoutMs?: number
  /** The SDK's telemetry. Default: on for a remote relay, off for one on loopback. */
  telemetry?: boolean
  /**
   * Prefixes the SDK's storage keys. Default `portico-<projectId>`. Two kernels on one page with
   * the same project id must set different prefixes, or they would share one pairing store.
   */
  storagePrefix?: string
  /** Methods and events per namespace, replacing the plugin's defaults for the namespaces given. */
  namespaces?: Partial<Record<ChainNamespace, NamespaceRequest>>
}

export interface ResolvedWalletConnectOptions {
  relayUrl: string
  verify: boolean
  connectTimeoutMs: number
  telemetry: boolean
  storagePrefix: string | undefined
  namespaces: Partial<Record<ChainNamespace, NamespaceRequest>>
}

export const WALLETCONNECT_DEFAULTS = {
  relayUrl: 'wss://relay.walletconnect.org',
  connectTimeoutMs: 15_000,
  /** How long a disconnect waits for the relay: the local session ends either way. */
  disconnectTimeoutMs: 3_000,
} as const

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]'])

/** Fills the defaults and refuses a relay URL that is not a WebSocket URL, before anything runs. */
export function resolveWalletConnectOptions(options: WalletConnectOptions): ResolvedWalletConnectOptions {
  const relayUrl = options.relayUrl ?? WALLETCONNECT_DEFAULTS.relayUrl
  let host: string
  try {
    const url = new URL(relayUrl)
    if (url.protocol !== 'ws:' && url.protocol !== 'wss:') throw new Error(`protocol ${url.protocol}`)
    host = url.hostname
  } catch (error) {
    throw new WalletConnectError('INVALID_RELAY_URL', { details: `relayUrl "${relayUrl}" is not a ws:// or wss:// URL`, cause: error })
  }
  const connectTimeoutMs = options.connectTimeoutMs ?? WALLETCONNECT_DEFAULTS.connectTimeoutMs
  return {
    relayUrl,
    verify: options.verify ?? true,
    connectTimeoutMs: Number.isFinite(connectTimeoutMs) && connectTimeoutMs > 0 ? connectTimeoutMs : WALLETCONNECT_DEFAULTS.connectTimeoutMs,
    telemetry: options.telemetry ?? !LOOPBACK_HOSTS.has(host),
    storagePrefix: options.storagePrefix,
    namespaces: options.namespaces ?? {},
  }
}
