import type { ChainNamespace } from '../constants/namespaces.js'
import type { EventBus } from '../events/createEventBus.js'
import type { KernelEvents } from '../events/KernelEvents.js'
import type { NftPage, NftQuery } from '../nfts/Nft.js'
import type { ResolvedOptions } from '../options/types.js'
import type { ChainsState, ConnectionsState, ConnectorsState } from '../slices/chainsSlice.js'
import type { ModalState, NotificationsState, RouterState } from '../slices/modalSlice.js'
import type { OptionsState } from '../slices/optionsSlice.js'
import type { WalletsState } from '../slices/walletsSlice.js'
import type { KernelStorage } from '../storage/createStorage.js'
import type { Store } from '../store/createStore.js'
import type { TokenBalance } from '../types/account.js'
import type { ChainDefinition, Network } from '../types/network.js'
import type { AccountTabDefinition, ConnectSection, ConnectorSource, FeatureDefinition, LoginMethod, NamespaceDefinition, ViewDefinition } from './contributions.js'
import type { Timers } from './createTimers.js'
import type { RegistryState } from './registrySlice.js'
import type { ServiceKey, ServiceOf } from './services.js'

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
  /** What plugins contributed through ctx (see RegistryState). */
  registry: RegistryState
}

/**
 * What a capability that acts through the wallet is given: the provider of the namespace's session
 * (`getProvider(kernel, namespace)`: whichever connector holds it, this plugin's or a carrier's
 * remote session), unchecked and undefined when the connector hands over none. The namespace's
 * plugin checks its shape; core knows none.
 */
export interface WalletParams {
  provider: unknown
}

/** A send's network fee as the chain estimates it, in the raw units of the currency that pays it. */
export interface SendFee {
  fee: bigint
  symbol: string
  decimals: number
}

/**
 * What a namespace can do. A namespace registers the ones it has; an absent capability is absent,
 * never a stub (the UI hides what is missing). Plugins add capabilities by declaration merging.
 */
export interface ChainCapabilities {
  getBalance(params: { address: string; network: Network }): Promise<{ balance: string; symbol: string }>
  signMessage(params: { message: string; address: string } & WalletParams): Promise<string>
  switchNetwork(params: { network: Network } & WalletParams): Promise<void>
  /** Sends the native currency from the connected wallet; resolves with the transaction hash. */
  sendNative(params: { address: string; to: string; amount: bigint; network: Network } & WalletParams): Promise<string>
  /** Sends a token (on eip155 an ERC20 transfer(receiver, amount)); resolves with the transaction hash. */
  sendToken(params: { address: string; to: string; tokenAddress: string; amount: bigint; network: Network } & WalletParams): Promise<string>
  /** Resolves once the transaction is final, so balances read afterwards include it. */
  waitForTransaction(params: { hash: string; network: Network }): Promise<void>
  /** The balances of the tokens the namespace knows on `network` (native currency excluded). */
  getTokenBalances(params: {
    address: string
    network: Network
    /**
     * Whether the connected wallet may be asked for its own list first (EIP-7811's asset
     * discovery), as a token list the visitor opened does; a balance refresh on connect or on a
     * switch never asks the wallet anything.
     */
    askWallet?: boolean
  }): Promise<TokenBalance[]>
  /**
   * The network fee a send of `amount` (the native currency, or the token at `tokenAddress`) would
   * cost, read from the network and not the wallet, so a preview can show it before the wallet is asked.
   */
  estimateSendFee(params: { address: string; to: string; amount: bigint; tokenAddress?: string | undefined; network: Network } & WalletParams): Promise<SendFee>
  /**
   * One page of the NFTs an account holds on `network`, spam-flagged ones included and marked.
   * Optional: a chain family without NFTs does not provide it, and the NFTs tab does not show there.
   */
  getNfts(params: NftQuery): Promise<NftPage>
}

/**
 * What a plugin gets in setup: the one door through which it contributes. Everything registered
 * here lands in the `registry` slice and is undone by destroy(), as are the listeners,
 * subscriptions and timers made through it.
 */
export interface PluginContext {
  readonly name: string
  /** The kernel, to call portico/core's actions with (connect, push, walletAccountsChanged...). */
  readonly kernel: Kernel
  readonly options: ResolvedOptions
  /** The kernel's bus; handlers added here are removed when the kernel is destroyed. */
  readonly events: EventBus<KernelEvents>
  readonly storage: KernelStorage
  readonly timers: Timers
  readonly fetch: typeof fetch
  store<K extends keyof KernelSlices>(slice: K): Store<KernelSlices[K]>
  defineSlice<K extends keyof KernelSlices>(slice: K, initial: KernelSlices[K]): Store<KernelSlices[K]>
  /** Declares a chain namespace: the only place a namespace is declared. */
  registerNamespace(definition: NamespaceDefinition): void
  registerConnectorSource(source: ConnectorSource): void
  registerLoginMethod(method: LoginMethod): void
  registerFeature(feature: FeatureDefinition): void
  registerAccountTab(tab: AccountTabDefinition): void
  registerConnectSection(section: ConnectSection): void
  registerView(view: ViewDefinition): void
  /**
   * Offers `service` under `key` to the plugins that list this one in `dependencies`; removed on
   * destroy(). A key another plugin already provides is refused with SERVICE_DUPLICATE.
   */
  provide<K extends ServiceKey>(key: K, service: ServiceOf<K>): void
  /**
   * The service under `key`, provided by a plugin this one lists in `dependencies` (set up before
   * it). Called in setup, a service none of them provides fails start with SERVICE_MISSING.
   */
  need<K extends ServiceKey>(key: K): ServiceOf<K>
  onTeardown(teardown: () => void | Promise<void>): void
}

export interface Plugin {
  name: string
  /**
   * The plugins this one needs, by name: each must be registered (`use()`) before it, so it is set
   * up first, and their services (`ctx.provide`) are the ones this plugin may `ctx.need`.
   */
  dependencies?: readonly string[]
  /**
   * A chain plugin's claim on a chain definition of the site's `networks` (a viem `Chain`): the
   * Network it is in the plugin's namespace, or undefined when it is not one of the plugin's.
   * Core cannot tell a chain's namespace from its shape, so the plugin that knows says so.
   */
  adoptNetwork?(chain: ChainDefinition): Network | undefined
  setup(ctx: PluginContext): void | (() => void | Promise<void>)
}

export type KernelStatus = 'idle' | 'starting' | 'started' | 'destroyed'

export interface Kernel {
  readonly id: string
  /** The resolved options; `networks` gains the site's chain definitions as chain plugins are registered. */
  readonly options: ResolvedOptions
  readonly events: EventBus<KernelEvents>
  readonly storage: KernelStorage
  readonly timers: Timers
  readonly fetch: typeof fetch
  readonly status: KernelStatus
  store<K extends keyof KernelSlices>(slice: K): Store<KernelSlices[K]>
  /**
   * Registers a plugin; refused with a coded error after start or on a clash. A chain plugin with
   * `adoptNetwork` turns the site's chain definitions it takes into networks here, so sites register
   * chain plugins before anything reads `options`.
   */
  use(plugin: Plugin): Kernel
  /** Runs plugin setup in registration order, starts discovery and the connection sync. */
  start(): Promise<void>
  /** Undoes everything every plugin registered; the kernel cannot be used afterwards. */
  destroy(): Promise<void>
  readonly plugins: readonly string[]
  /** The registered namespaces' definitions, in registration order (read from the `registry` slice). */
  readonly namespaces: ReadonlyMap<ChainNamespace, NamespaceDefinition>
  /**
   * Private per-kernel state of an action or feature (a running timer, a hook registry), created on
   * first use and dropped on destroy, so no module ever holds state of its own.
   */
  local<T>(key: symbol, create: () => T): T
  /** Called by start() after plugin setup; the connection lifecycle and remote config attach here. */
  onStart(task: (kernel: Kernel) => void | Promise<void>): void
}
