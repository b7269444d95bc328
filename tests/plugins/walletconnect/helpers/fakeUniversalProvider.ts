import type {
  InitProvider, ProviderConnectParams, ProviderListener, RequestArgs, SessionLike, UniversalProviderInit, UniversalProviderLike,
} from '../../../../plugins/walletconnect/sdk/UniversalProviderLike.js'

/** One session proposal the fake received: its link, and how the test answers it as the wallet. */
export interface FakeProposal {
  params: ProviderConnectParams
  uri: string
  approve(session: SessionLike): void
  reject(error: unknown): void
}

export interface FakeProvider extends UniversalProviderLike {
  proposals: FakeProposal[]
  requests: { args: RequestArgs; chain: string | undefined }[]
  /** Requests sent straight to the wallet through the sign client, past the provider's own handling. */
  clientRequests: { topic: string; chainId: string; request: { method: string; params: unknown } }[]
  defaultChains: string[]
  disconnects: number
  transportClosed: boolean
  /** Calls of the SDK's own verification (register) that reached it. */
  verifyCalls: number
  /** 'uri' answers a proposal with a link; 'hang' never does (an unreachable relay). */
  onPropose: 'uri' | 'hang'
  /** How disconnect() behaves: at once, or never (a relay that does not answer). */
  onDisconnect: 'resolve' | 'hang'
  answer(args: RequestArgs, chain: string | undefined): Promise<unknown>
  emit(event: string, ...args: unknown[]): void
  listenerCount(): number
}

const hex = (length: number, seed: number) => Array.from({ length }, (_, index) => ((seed + index) % 16).toString(16)).join('')

/** A pairing link of the SDK's shape, expiring `expirySeconds` from now (the SDK's default is 5 minutes). */
export function pairingUri(seed = 0, expirySeconds = 300): string {
  return `wc:${hex(64, seed)}@2?expiryTimestamp=${Math.floor(Date.now() / 1000) + expirySeconds}&relay-protocol=irn&symKey=${hex(64, seed + 7)}`
}

/** A session as the SDK would hold it after the wallet approved, from CAIP-10 accounts per namespace. */
export function fakeSession(
  namespaces: Record<string, { accounts: string[]; methods?: string[]; chains?: string[] }>,
  peer: { name?: string; icons?: unknown[] } = { name: 'Test Wallet', icons: ['https://wallet.test/icon.png'] },
  expiry = Math.floor(Date.now() / 1000) + 7 * 24 * 3600,
): SessionLike {
  return {
    topic: hex(64, 3),
    expiry,
    namespaces: Object.fromEntries(Object.entries(namespaces).map(([key, value]) => [key, {
      accounts: value.accounts,
      methods: value.methods ?? [],
      events: [],
      ...(value.chains ? { chains: value.chains } : {}),
    }])),
    peer: { metadata: { ...peer, description: '', url: 'https://wallet.test' } },
  }
}

/**
 * A stand-in for @walletconnect/universal-provider, handed to the plugin through its initProvider
 * seam: each connect() is a proposal the test answers as the wallet would; display_uri, session
 * events and the delete are emitted by the test.
 */
export function fakeUniversalProvider(options: { session?: SessionLike; failInit?: unknown } = {}) {
  const inits: UniversalProviderInit[] = []
  const listeners = new Map<string, Set<ProviderListener>>()
  let proposalCount = 0
  const provider: FakeProvider = {
    session: options.session,
    proposals: [],
    requests: [],
    clientRequests: [],
    defaultChains: [],
    disconnects: 0,
    transportClosed: false,
    verifyCalls: 0,
    onPropose: 'uri',
    onDisconnect: 'resolve',
    answer: async () => null,
    connect(params) {
      const uri = pairingUri(++proposalCount)
      return new Promise<SessionLike | undefined>((resolve, reject) => {
        provider.proposals.push({
          params,
          uri,
          approve: (session) => {
            provider.session = session
            resolve(session)
          },
          reject,
        })
        if (provider.onPropose === 'uri') queueMicrotask(() => provider.emit('display_uri', uri))
      })
    },
    async disconnect() {
      provider.disconnects++
      if (provider.onDisconnect === 'hang') return new Promise<void>(() => {})
      provider.session = undefined
    },
    request<T>(args: RequestArgs, chain?: string) {
      provider.requests.push({ args, chain })
      return provider.answer(args, chain) as Promise<T>
    },
    setDefaultChain(chain) {
      provider.defaultChains.push(chain)
    },
    on(event, listener) {
      listeners.set(event, (listeners.get(event) ?? new Set()).add(listener))
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
    emit(event, ...args) {
      for (const listener of [...(listeners.get(event) ?? [])]) (listener as (...values: unknown[]) => void)(...args)
    },
    listenerCount: () => [...listeners.values()].reduce((sum, set) => sum + set.size, 0),
    client: {
      request<T>(params: FakeProvider['clientRequests'][number]) {
        provider.clientRequests.push(params)
        return provider.answer(params.request, params.chainId) as Promise<T>
      },
      core: {
        verify: {
          register: async () => {
            provider.verifyCalls++
            return 'attestation'
          },
        },
        relayer: {
          transportClose: async () => {
            provider.transportClosed = true
          },
        },
      },
    },
  }
  const initProvider: InitProvider = async (init) => {
    inits.push(init)
    if (options.failInit) throw options.failInit
    return provider
  }
  return { provider, initProvider, inits }
}
