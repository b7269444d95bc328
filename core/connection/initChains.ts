import { castDraft } from 'immer'
import { STORAGE_KEYS } from '../constants/storageKeys.js'
import type { Kernel } from '../kernel/types.js'
import { initialAccountState, initialNetworkState, type ChainState } from '../slices/chainsSlice.js'
import { defaultNetworkOf } from './chainLookup.js'

/**
 * Creates every registered namespace's chain state (SPEC section 3) once plugins have set up.
 * The site's networks for a namespace win over the plugin's full list; the starting network is the
 * site's default, else the one the visitor last used, else the first.
 */
export function initChains(kernel: Kernel): void {
  const lastUsedChainId = kernel.storage.get(STORAGE_KEYS.lastUsedChainId)
  kernel.store('chains').setState((draft) => {
    for (const [namespace, definition] of kernel.namespaces) {
      const configured = kernel.options.networksByNamespace[namespace]
      const requested = configured && configured.length > 0 ? configured : definition.networks
      const chain: ChainState = {
        account: {
          ...initialAccountState(),
          preferredAccountType: definition.defaultAccountType,
        },
        network: {
          ...initialNetworkState(),
          requestedCaipNetworks: requested,
          caipNetwork: defaultNetworkOf(kernel, namespace, requested, lastUsedChainId),
        },
        connectorId: undefined,
      }
      draft.byNamespace[namespace] = castDraft(chain)
    }
    const preferred = kernel.options.defaultNetwork?.chainNamespace
    draft.activeNamespace = preferred && kernel.namespaces.has(preferred) ? preferred : kernel.namespaces.keys().next().value
  })
}
