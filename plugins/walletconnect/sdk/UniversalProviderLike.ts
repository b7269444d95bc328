/**
 * The part of `@walletconnect/universal-provider` this plugin uses, written out so the plugin's
 * types never name the SDK (an optional peer a site may not have installed) and so tests can hand
 * in a small fake. initUniversalProvider checks that the real provider fits it.
 */

/** One namespace of a proposal: what the dApp asks for. `rpcMap` is keyed by chain reference. */
export interface ProposalNamespace {
  chains: string[]
  methods: string[]
  events: string[]
  rpcMap?: Record<string, string>
}

export interface ProviderConnectParams {
  optionalNamespaces: Record<string, ProposalNamespace>
}

/** A session as the SDK holds it. Everything in it came from the wallet: parse it before use. */
export interface SessionLike {
  topic: string
  expiry?: number
  namespaces: unknown
  peer?: unknown
}

export interface RequestArgs {
  method: string
  params?: unknown
}

export type ProviderListener = (...args: never[]) => void

export interface UniversalProviderLike {
  session?: SessionLike | undefined
  /** Proposes a session; emits `display_uri` with the pairing link, resolves once the wallet approves. */
  connect(params: ProviderConnectParams): Promise<SessionLike | undefined>
  disconnect(): Promise<void>
  request<T = unknown>(args: RequestArgs, chain?: string): Promise<T>
  setDefaultChain(chain: string, rpcUrl?: string): void
  on(event: string, listener: ProviderListener): void
  removeListener(event: string, listener: ProviderListener): void
  client: {
    /**
     * Sends a request to the wallet over the relay, past the universal provider's own handling
     * (which answers some methods from hosts of its choosing).
     */
    request<T = unknown>(params: { topic: string; chainId: string; request: { method: string; params: unknown } }): Promise<T>
    core: {
      verify: { register(params: { id: string; decryptedId: string }): Promise<string | undefined> }
      relayer: { transportClose(): Promise<void> }
      heartbeat?: { stop(): void }
    }
  }
}

/** What the plugin passes to the SDK's init. */
export interface UniversalProviderInit {
  projectId: string
  relayUrl: string
  metadata: { name: string; description: string; url: string; icons: string[] } | undefined
  telemetryEnabled: boolean
  customStoragePrefix: string
}

/** Loads the SDK and makes a provider: the seam tests replace with a fake. */
export type InitProvider = (init: UniversalProviderInit) => Promise<UniversalProviderLike>
