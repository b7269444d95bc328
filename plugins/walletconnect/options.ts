import type { ChainNamespace } from 'portico/core'
import { WalletConnectError } from './WalletConnectError.js'

/** What the session asks a wallet for on one namespace, on top of its chains. */
export interface NamespaceRequest {
  methods: readonly string[]
  events: readonly string[]
}

export interface WalletConnectOptions {
  /**
   * The relay's WebSocket URL. Default: WalletConnect's public relay, wss://relay.walletconnect.org
   * (the one a phone wallet in the wild can reach). Point it at services/relay for the local stack.
   */
  relayUrl?: string
  /**
   * The SDK's hosted verification: before each session proposal and each request to the wallet, a
   * hidden iframe from verify.walletconnect.org attests the page's origin, so the wallet can warn
   * of a look-alike site. Default: on with WalletConnect's own relay (the site already uses
   * WalletConnect's hosts), off with a relay the site names itself, which says it wants none of
   * them (and where each step would stall about 5 s before the SDK gives up). `true` or `false`
   * decides either way.
   */
  verify?: boolean
  /**
   * How long loading the SDK and getting a pairing link may take before the visitor sees 'Failed
   * to connect'. Default 15 s; alone, the SDK waits about 75 s on an unreachable relay.
   */
  connectTimeoutMs?: number
  /**
   * The SDK's telemetry: its error and trace events, posted to pulse.walletconnect.org. Default
   * off, with any relay: a site that wants WalletConnect to have them turns it on.
   */
  telemetry?: boolean
  /**
   * Prefixes the SDK's storage keys. Default `portico-<projectId>`. Two kernels on one page with
   * the same project id must set different prefixes, or they would share one pairing store.
   */
  storagePrefix?: string
  /** Methods and events per namespace, replacing what the namespace's chain plugin asks a remote wallet for. */
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

/** WalletConnect's own relays: a site on one of them uses WalletConnect's hosted services already. */
const WALLETCONNECT_RELAY_HOSTS = new Set(['relay.walletconnect.org', 'relay.walletconnect.com'])

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
    verify: options.verify ?? WALLETCONNECT_RELAY_HOSTS.has(host),
    connectTimeoutMs: Number.isFinite(connectTimeoutMs) && connectTimeoutMs > 0 ? connectTimeoutMs : WALLETCONNECT_DEFAULTS.connectTimeoutMs,
    telemetry: options.telemetry ?? false,
    storagePrefix: options.storagePrefix,
    namespaces: options.namespaces ?? {},
  }
}
