import type { AccountType, ChainNamespace } from '../constants/namespaces.js'
import type { EventBus, Unsubscribe } from '../events/createEventBus.js'
import type { KernelEvents } from '../events/KernelEvents.js'
import type { ResolvedOptions } from '../options/types.js'
import type { ChainsState } from '../slices/chainsSlice.js'
import type { ConnectionsState } from '../slices/connectionsSlice.js'
import type { ConnectorsState } from '../slices/connectorsSlice.js'
import type { ModalState } from '../slices/modalSlice.js'
import type { NotificationsState } from '../slices/notificationsSlice.js'
import type { OptionsState } from '../slices/optionsSlice.js'
import type { RouterState } from '../slices/routerSlice.js'
import type { WalletsState } from '../slices/walletsSlice.js'
import type { KernelStorage } from '../storage/createStorage.js'
import type { Store } from '../store/createStore.js'
import type { TokenBalance } from '../types/account.js'
import type { Connector } from '../types/connector.js'
import type { Network } from '../types/network.js'
import type { Timers } from './createTimers.js'

/** The kernel's own slices. Plugins add theirs with `ctx.defineSlice` and, for typing, by merging here. */
export interface KernelSlices {
  options: OptionsState
  modal: ModalState
  router: RouterState
  chains: ChainsState
  connectors: ConnectorsState
  connections: ConnectionsState
  notifications: NotificationsState
  wallets: WalletsState
}

/**
 * What a namespace can do. A namespace registers the ones it has; an absent capability is absent,
 * never a stub (the UI hides what is missing). Plugins add capabilities by declaration merging.
 */
export interface ChainCapabilities {
  getBalance(params: { address: string; network: Network }): Promise<{ balance: string; symbol: string }>
  signMessage(params: { message: string; address: string }): Promise<string>
  switchNetwork(params: { network: Network }): Promise<void>
  /** Sends the native currency from the connected wallet; resolves with the transaction hash. */
  sendNative(params: { address: string; to: string; amount: bigint; network: Network }): Promise<string>
  /** Sends a token (on eip155 an ERC20 transfer(receiver, amount)); resolves with the transaction hash. */
  sendToken(params: { address: string; to: string; tokenAddress: string; amount: bigint; network: Network }): Promise<string>
  /** Resolves once the transaction is final, so balances read afterwards include it. */
  waitForTransaction(params: { hash: string; network: Network }): Promise<void>
  /** The balances of the tokens the namespace knows on `network` (native currency excluded). */
  getTokenBalances(params: { address: string; network: Network }): Promise<TokenBalance[]>
}

export interface NamespaceDefinition {
  namespace: ChainNamespace
  /** How a visitor calls this chain family ("EVM", "Solana"); the namespace id when absent. */
  label?: string
  networks: readonly Network[]
  /** The namespace's address rule (SPEC section 5). */
  isAddress(address: string): boolean
  defaultAccountType?: AccountType
  capabilities?: Partial<ChainCapabilities>
}

/** Discovers connectors (EIP-6963 announcements, injected globals, a pairing protocol...). */
export interface ConnectorSource {
  id: string
  /** Starts discovery; `emit` replaces this source's connectors. Returns how to stop. */
  watch(emit: (connectors: readonly Connector[]) => void): Unsubscribe | void
}

/** A way in (SPEC section 9's connect method order: email, social, wallet). */
export interface LoginMethod {
  id: string
  /** Which entry of the connect method order it renders under. */
  method: 'email' | 'social' | 'wallet'
}

/** An account feature (send, receive, swap...). A remote feature flag can switch it off. */
export interface FeatureDefinition {
  id: string
}

export interface PluginContext {
  readonly name: string
  readonly kernel: Kernel
  readonly options: ResolvedOptions
  /** The kernel's bus; handlers added here are removed when the kernel is destroyed. */
  readonly events: EventBus<KernelEvents>
  readonly storage: KernelStorage
  readonly timers: Timers
  readonly fetch: typeof fetch
  store<K extends keyof KernelSlices>(slice: K): Store<KernelSlices[K]>
  defineSlice<K extends keyof KernelSlices>(slice: K, initial: KernelSlices[K]): Store<KernelSlices[K]>
  registerNamespace(definition: NamespaceDefinition): void
  registerConnectorSource(source: ConnectorSource): void
  registerLoginMethod(method: LoginMethod): void
  registerFeature(feature: FeatureDefinition): void
  onTeardown(teardown: () => void | Promise<void>): void
}

export interface Plugin {
  name: string
  /** A chain plugin names its namespace so `use` can refuse a second one before anything runs. */
  namespace?: ChainNamespace
  dependencies?: readonly string[]
  setup(ctx: PluginContext): void | (() => void | Promise<void>)
}

export type KernelStatus = 'idle' | 'starting' | 'started' | 'destroyed'

export interface Kernel {
  readonly id: string
  readonly options: ResolvedOptions
  readonly events: EventBus<KernelEvents>
  readonly storage: KernelStorage
  readonly timers: Timers
  readonly fetch: typeof fetch
  readonly status: KernelStatus
  store<K extends keyof KernelSlices>(slice: K): Store<KernelSlices[K]>
  /** Registers a plugin; refused with a coded error after start or on a clash. */
  use(plugin: Plugin): Kernel
  /** Runs plugin setup in registration order, starts discovery and the connection sync. */
  start(): Promise<void>
  /** Undoes everything every plugin registered; the kernel cannot be used afterwards. */
  destroy(): Promise<void>
  readonly plugins: readonly string[]
  /** The namespaces the registered chain plugins name: known from `use` on, before start. */
  readonly chainNamespaces: readonly ChainNamespace[]
  /** The namespaces' definitions, registered by their plugins' setup at start. */
  readonly namespaces: ReadonlyMap<ChainNamespace, NamespaceDefinition>
  readonly loginMethods: readonly LoginMethod[]
  readonly features: readonly FeatureDefinition[]
  /**
   * Private per-kernel state of an action or feature (a running timer, a hook registry), created on
   * first use and dropped on destroy, so no module ever holds state of its own.
   */
  local<T>(key: symbol, create: () => T): T
  /** Called by start() after plugin setup; the connection lifecycle and remote config attach here. */
  onStart(task: (kernel: Kernel) => void | Promise<void>): void
}
