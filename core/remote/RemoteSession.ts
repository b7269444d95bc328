import type { AccountType, ChainNamespace } from '../constants/namespaces.js'
import { createEventBus, type Unsubscribe } from '../events/createEventBus.js'
import type { CaipNetworkId } from '../types/network.js'

/** One account a remote wallet holds, on the chain it named it for. */
export interface RemoteAccount {
  address: string
  caipNetworkId: CaipNetworkId
}

/** What the wallet's side says of one namespace now: its accounts, the chains and methods it approved. */
export interface RemoteNamespaceState {
  accounts: readonly RemoteAccount[]
  chains: readonly CaipNetworkId[]
  methods: readonly string[]
}

/** The wallet's changes on the namespace, as the carrier of the session heard them. */
export interface RemoteSessionEvents {
  /** The wallet's account list on the namespace (checked addresses, never empty garbage). */
  accountsChanged: readonly string[]
  /** The wallet moved to another chain of the namespace. */
  chainChanged: CaipNetworkId
  /** The session ended. */
  disconnect: undefined
}

/**
 * One namespace's part of a session with a wallet that lives elsewhere (a WalletConnect session,
 * the embedded wallet's frame), as a chain plugin sees it: a request channel, what the wallet
 * approved, and its events. It names no carrier: the carrier (a login plugin) makes it with
 * createRemoteSession, and the namespace's plugin turns it into its own provider (`remote.provider`).
 */
export interface RemoteSession {
  readonly namespace: ChainNamespace
  /** The namespace's accounts, those on `chain()` first, each address once. Empty while the session holds none. */
  addresses(): string[]
  /** What the wallet approved on the namespace; undefined while the session holds none of it. */
  state(): RemoteNamespaceState | undefined
  /** The chain requests go to: the one connected, or the last the wallet or the site moved to. */
  chain(): CaipNetworkId | undefined
  /**
   * The site moved to `caipNetworkId` without asking the wallet (a chain the wallet approved):
   * requests go there now and the kernel shows it. No `chainChanged` comes back for it.
   */
  useChain(caipNetworkId: CaipNetworkId): void
  /** Sends `method` to the wallet itself (never to a node) for `caipNetworkId`; resolves with its unparsed reply. */
  request(method: string, params: unknown, caipNetworkId: CaipNetworkId): Promise<unknown>
  on<K extends keyof RemoteSessionEvents>(event: K, listener: (payload: RemoteSessionEvents[K]) => void): Unsubscribe
}

/**
 * What a namespace asks a remote wallet for and how it speaks to one (`NamespaceDefinition.remote`):
 * a carrier proposes `methods` and `events` for the namespace's chains, and hands the session to
 * `provider`, whose result is the namespace's provider (what `getProvider(kernel, namespace)` returns).
 * `provider` may resolve later, so that its code loads with the first remote session, not with the
 * page: a carrier awaits it before it reports the namespace connected.
 */
export interface RemoteNamespace {
  methods: readonly string[]
  events: readonly string[]
  /** The type of the accounts a remote session holds; 'eoa' when left out. */
  accountType?: AccountType
  /**
   * The chain a wallet's `chainChanged` names, read from its payload as wallets of the namespace
   * send it; left out, a CAIP-2 id of the namespace or a bare reference is read.
   */
  chainOfEvent?(data: unknown): CaipNetworkId | undefined
  /**
   * What a wallet frame the site hosts (the embedded wallet) serves on this namespace: the chains
   * it holds keys for and the wallet methods it answers. A namespace without it gets no embedded
   * wallet; a site may add chains of its own (a local devnet) in the embedded wallet's options.
   * Loaded when the embedded wallet first makes its frame, so a site without one pays nothing for it.
   */
  embedded?(): Promise<RemoteEmbedded>
  provider(session: RemoteSession): unknown
}

/** `RemoteNamespace.embedded`: the chains and wallet methods a hosted wallet frame serves on one namespace. */
export interface RemoteEmbedded {
  chains: readonly CaipNetworkId[]
  methods: readonly string[]
}

/** The carrier's side of one namespace's session: what it reads and sends, and how it tells the kernel of a site's move. */
export interface RemoteCarrier {
  namespace: ChainNamespace
  state(): RemoteNamespaceState | undefined
  send(method: string, params: unknown, caipNetworkId: CaipNetworkId): Promise<unknown>
  /** The site moved to an approved chain (useChain): the carrier tells the wallet's SDK and the kernel. */
  onUseChain(caipNetworkId: CaipNetworkId): void
}

/** A RemoteSession with the carrier's controls: set the chain it connected on, pass on the wallet's events. */
export interface CarriedRemoteSession extends RemoteSession {
  setChain(caipNetworkId: CaipNetworkId | undefined): void
  emit<K extends keyof RemoteSessionEvents>(event: K, ...payload: RemoteSessionEvents[K] extends undefined ? [] : [RemoteSessionEvents[K]]): void
  destroy(): void
}

/**
 * The one RemoteSession a carrier makes per namespace, kept for the carrier's lifetime so that a
 * provider made from it (and the listeners a site's library put on that provider) outlives
 * reconnects: it reads the carrier's current session on every call.
 */
export function createRemoteSession(carrier: RemoteCarrier): CarriedRemoteSession {
  const events = createEventBus<RemoteSessionEvents>()
  let current: CaipNetworkId | undefined

  const chain = () => {
    const held = carrier.state()
    return current ?? held?.chains[0]
  }

  return {
    namespace: carrier.namespace,
    state: carrier.state,
    chain,
    addresses() {
      const accounts = carrier.state()?.accounts ?? []
      const on = chain()
      const first = accounts.filter((account) => account.caipNetworkId === on)
      return [...new Set([...first, ...accounts].map((account) => account.address))]
    },
    useChain(caipNetworkId) {
      current = caipNetworkId
      carrier.onUseChain(caipNetworkId)
    },
    request: (method, params, caipNetworkId) => carrier.send(method, params, caipNetworkId),
    on: (event, listener) => events.on(event, listener),
    setChain(caipNetworkId) {
      current = caipNetworkId
    },
    emit(event, ...payload) {
      if (event === 'chainChanged') current = payload[0] as CaipNetworkId
      events.emit(event, ...(payload as [never]))
    },
    destroy: () => events.clear(),
  }
}
