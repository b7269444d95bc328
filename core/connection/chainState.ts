import type { Draft } from 'immer'
import type { ChainNamespace } from '../constants/namespaces.js'
import { KernelError } from '../errors/KernelError.js'
import type { NamespaceDefinition } from '../kernel/contributions.js'
import type { Kernel } from '../kernel/types.js'
import { type ChainState, type ChainsState, initialAccountState } from '../slices/chainsSlice.js'
import type { AccountState } from '../types/account.js'
import type { Connector } from '../types/connector.js'
import type { CaipNetworkId, Network } from '../types/network.js'

/*
 * What the kernel holds for a namespace, looked up the way every action needs it: the chain state
 * (refused with a coded error when absent), the connector by id, the network to start on, and the
 * stand-in for a network the site did not configure.
 */

export interface RequiredChain {
  namespace: ChainNamespace
  chain: ChainState
  definition: NamespaceDefinition
}

/**
 * The chain an action works on: the one named, else the active one. A namespace that no plugin
 * registered (or a kernel that has not started) has no adapter to talk to.
 */
export function requireChain(kernel: Kernel, namespace?: ChainNamespace): RequiredChain {
  const held = requireChainState(kernel, namespace)
  const definition = kernel.namespaces.get(held.namespace)
  if (!definition) throw new KernelError('ADAPTER_MISSING', { details: `namespace "${held.namespace}"` })
  return { ...held, definition }
}

/**
 * The chain state alone, for what needs no adapter: connecting and disconnecting an account,
 * which a site without chain plugins does through a pairing login (SPEC section 2).
 */
export function requireChainState(kernel: Kernel, namespace?: ChainNamespace): Omit<RequiredChain, 'definition'> {
  const chains = kernel.store('chains').getState()
  const target = namespace ?? chains.activeNamespace
  if (!target) throw new KernelError('NAMESPACE_MISSING')
  const chain = chains.byNamespace[target]
  if (!chain) throw new KernelError('ADAPTER_MISSING', { details: `namespace "${target}"` })
  return { namespace: target, chain }
}

/**
 * The namespaces the kernel keeps chain state for: the ones chain plugins registered. With none
 * registered ("no adapters", SPEC section 2), those of the site's networks: a pairing login
 * (WalletConnect) connects them all the same, and the modal shows the account it gets.
 */
export function chainNamespaces(kernel: Pick<Kernel, 'namespaces' | 'options'>): ChainNamespace[] {
  if (kernel.namespaces.size > 0) return [...kernel.namespaces.keys()]
  return (Object.keys(kernel.options.networksByNamespace) as ChainNamespace[])
    .filter((namespace) => (kernel.options.networksByNamespace[namespace]?.length ?? 0) > 0)
}

/**
 * A discovered connector by id. One id can be offered on several chains (a multi-chain wallet), so
 * the one for `namespace` is preferred when the caller knows the namespace.
 */
export function findConnector(kernel: Kernel, connectorId: string, namespace?: ChainNamespace): Connector | undefined {
  const { connectors } = kernel.store('connectors').getState()
  const sameId = connectors.filter((connector) => connector.id === connectorId)
  return sameId.find((connector) => connector.chain === namespace) ?? sameId[0]
}

/**
 * A namespace's default network: the site's defaultNetwork when it belongs to this namespace,
 * else `fallback` when it is one of the requested networks, else the first requested one.
 */
export function defaultNetworkOf(
  kernel: Kernel,
  namespace: ChainNamespace,
  requested: readonly Network[],
  fallbackId?: string,
): Network | undefined {
  const configured = kernel.options.defaultNetwork
  if (configured?.chainNamespace === namespace) {
    return requested.find((network) => network.caipNetworkId === configured.caipNetworkId) ?? configured
  }
  return requested.find((network) => network.caipNetworkId === fallbackId) ?? requested[0]
}

export const UNSUPPORTED_NETWORK_NAME = 'Unknown Network'

/**
 * Stands for a network the wallet is on but the site did not configure (SPEC section 4). It has no
 * RPC and no currency of its own: nothing may be sent through it, the visitor can only switch away.
 */
export function unsupportedNetwork(caipNetworkId: CaipNetworkId, namespace: ChainNamespace): Network {
  const reference = caipNetworkId.slice(caipNetworkId.indexOf(':') + 1)
  return {
    id: reference,
    caipNetworkId,
    chainNamespace: namespace,
    name: UNSUPPORTED_NETWORK_NAME,
    nativeCurrency: { name: '', symbol: '', decimals: 0 },
    rpcUrls: { default: { http: [] } },
  }
}

/**
 * Applies `recipe` to one namespace's chain state in a single commit, then reports a changed
 * connection status on the bus. Every status change goes through here, so 'connection:status' is
 * emitted exactly once per change and never for a write that left the status alone.
 */
export function updateChain(
  kernel: Kernel,
  namespace: ChainNamespace,
  recipe: (chain: Draft<ChainState>, chains: Draft<ChainsState>) => void,
): void {
  const store = kernel.store('chains')
  const before = store.getState().byNamespace[namespace]?.account.status
  store.setState((draft) => {
    const chain = draft.byNamespace[namespace]
    if (chain) recipe(chain, draft)
  })
  const after = store.getState().byNamespace[namespace]?.account.status
  if (after !== undefined && after !== before) kernel.events.emit('connection:status', { namespace, status: after })
}

/**
 * SPEC section 4's account reset: the namespace's account goes back to disconnected, with no
 * address, balances, profile, user or wallet info. The preferred account type is the visitor's
 * choice for the namespace, not part of a session, so it stays.
 */
export function resetAccount(kernel: Kernel, namespace: ChainNamespace): void {
  updateChain(kernel, namespace, (chain) => resetAccountDraft(chain.account))
}

/** The same reset, inside a recipe that changes more of the chain in the same commit. */
export function resetAccountDraft(account: Draft<AccountState>): void {
  Object.assign(account, { ...initialAccountState(), preferredAccountType: account.preferredAccountType })
}
