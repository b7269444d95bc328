import { castDraft } from 'immer'
import { STORAGE_KEYS } from '../constants/storageKeys.js'
import type { Kernel } from '../kernel/types.js'
import { initialAccountState, initialNetworkState, type ChainState } from '../slices/chainsSlice.js'
import type { KernelStorage } from '../storage/createStorage.js'
import { parseCaipAddress } from '../caip/caipAddress.js'
import { hydratedAccount } from '../ssr/hydrate.js'
import { chainNamespaces, defaultNetworkOf } from './chainState.js'
import { reconnectChains } from './reconnectChains.js'
import { rememberedConnectors } from './rememberedConnectors.js'

/**
 * Registers the connection lifecycle with the kernel's start: chain state is created as soon as
 * plugins have registered their namespaces, then remembered sessions are restored. start() does
 * not wait for wallets to answer (one that hangs must not hang the site); each chain reports
 * 'connected' or 'disconnected' on the bus when its answer comes.
 */
export function attachConnectionSync(kernel: Kernel): void {
  kernel.onStart((started) => {
    initChains(started)
    void reconnectChains(started)
    // Off the first bundle: another tab's connect or disconnect is rare and can wait for a chunk.
    void import('./followOtherTabs.js').then(({ followOtherTabs }) => followOtherTabs(started), () => {})
  })
}

/**
 * Creates every registered namespace's chain state (SPEC section 3) once plugins have set up; with
 * no chain plugin, the chain state of the site's networks' namespaces (chainNamespaces).
 * The site's networks for a namespace win over the plugin's full list; the starting network is the
 * site's default, else the one the visitor last used, else the first. The active namespace follows
 * the same order: the site's default network's, else that of the network last used (SPEC section 4
 * keeps its id), else the first registered.
 */
export function initChains(kernel: Kernel): void {
  const lastUsedChainId = kernel.storage.get(STORAGE_KEYS.lastUsedChainId)
  const namespaces = chainNamespaces(kernel)
  kernel.store('chains').setState((draft) => {
    for (const namespace of namespaces) {
      const definition = kernel.namespaces.get(namespace)
      const configured = kernel.options.networksByNamespace[namespace]
      const requested = configured && configured.length > 0 ? configured : definition?.networks ?? []
      // Without a plugin (no adapters) nothing says more: an account is its address.
      const preferredAccountType = definition?.defaultAccountType ?? 'eoa'
      const chain: ChainState = {
        account: {
          ...initialAccountState(),
          preferredAccountType,
        },
        network: {
          ...initialNetworkState(),
          requestedCaipNetworks: requested,
          caipNetwork: defaultNetworkOf(kernel, namespace, requested, lastUsedChainId),
        },
        connectorId: undefined,
      }
      // A session the server rendered (hydrate) stays shown while its wallet confirms it.
      const hydrated = hydratedAccount(kernel, draft.byNamespace[namespace] as ChainState | undefined)
      if (hydrated) {
        chain.account = { ...hydrated.account, preferredAccountType }
        chain.connectorId = hydrated.connectorId
        const id = hydrated.account.caipAddress && parseCaipAddress(hydrated.account.caipAddress).caipNetworkId
        chain.network.caipNetwork = requested.find((network) => network.caipNetworkId === id) ?? chain.network.caipNetwork
      }
      draft.byNamespace[namespace] = castDraft(chain)
    }
    const preferred = kernel.options.defaultNetwork?.chainNamespace
    const hydratedActive = draft.activeNamespace && namespaces.includes(draft.activeNamespace) ? draft.activeNamespace : undefined
    const lastUsed = lastUsedChainId === undefined
      ? undefined
      : namespaces.find((namespace) => draft.byNamespace[namespace]?.network.caipNetwork?.caipNetworkId === lastUsedChainId)
    draft.activeNamespace = hydratedActive ?? (preferred && namespaces.includes(preferred) ? preferred : lastUsed ?? namespaces[0])
  })
}

/**
 * Whether the visitor left something behind that start must restore, or drop when reconnect is
 * off (SPEC section 4): a connector remembered for any namespace, or an email login used before,
 * whose wallet frame is created at start. A first visit has neither, so its start can wait.
 */
export function hasSessionToRestore(storage: KernelStorage): boolean {
  if (Object.keys(rememberedConnectors(storage).read()).length > 0) return true
  return storage.get(STORAGE_KEYS.emailLoginUsed) !== undefined
}
