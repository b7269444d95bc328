import { castDraft } from 'immer'
import { requireChainState, updateChain } from '../connection/chainState.js'
import { syncBalance } from '../connection/syncBalance.js'
import { STORAGE_KEYS } from '../constants/storageKeys.js'
import type { AlertError } from '../errors/AlertError.js'
import { ChainError } from '../errors/ChainError.js'
import { KernelError } from '../errors/KernelError.js'
import { isPorticoError } from '../errors/PorticoError.js'
import type { Kernel } from '../kernel/types.js'
import { afterSwitchNetworkFailure } from '../router/navigationRules.js'
import type { CaipNetworkId, Network } from '../types/network.js'
import { getProvider } from './getProvider.js'
import { showAlert } from './notifications.js'

export type SwitchNetworkErrorType = AlertError | ChainError | KernelError

/**
 * Moves to a configured network (SPEC section 4). A network of another namespace makes that
 * namespace the active chain. Only a connected chain asks its wallet, through the namespace's
 * switchNetwork capability; if the wallet refuses, the visitor is taken back one view (unless they
 * have moved on meanwhile) and the wallet's error is rethrown, with the state untouched. A visitor
 * who declined (the capability's USER_REJECTED, whether for the switch or for adding the chain) is
 * told so by SWITCH_REJECTED: back on the view they came from, 'User rejected the request' would
 * not say which request.
 */
export async function switchNetwork(kernel: Kernel, caipNetworkId: CaipNetworkId): Promise<void> {
  const network = findNetwork(kernel, caipNetworkId)
  if (!network) throw showAlert(kernel, { code: 'NETWORK_NOT_FOUND' })
  // A namespace without a plugin (SPEC section 2's no-adapter site) can still be made active.
  const { namespace, chain } = requireChainState(kernel, network.chainNamespace)
  const definition = kernel.namespaces.get(namespace)
  const chains = kernel.store('chains').getState()
  const onIt = chain.network.caipNetwork?.caipNetworkId === caipNetworkId
  if (chains.activeNamespace === namespace && onIt) return

  // SPEC section 4: the wallet switches only when the id differs; moving namespaces onto the
  // network a chain is already on asks nothing.
  if (chain.account.status === 'connected' && !onIt) {
    const ask = definition?.capabilities?.switchNetwork
    if (!ask) throw new KernelError('CAPABILITY_MISSING', { details: `"${namespace}" has no switchNetwork` })
    const askedFrom = kernel.store('router').getState().history
    try {
      await ask({ network, provider: getProvider(kernel, namespace) })
    } catch (error) {
      // Only while the visitor is still where the switch was asked: after they moved on (or closed
      // and reopened the modal) during a long wallet prompt, going back would move or close a modal
      // they are now using.
      if (kernel.store('router').getState().history === askedFrom) afterSwitchNetworkFailure(kernel)
      if (!isPorticoError(error, 'USER_REJECTED')) throw error
      throw new ChainError('SWITCH_REJECTED', { details: `switch to ${caipNetworkId}${error.details ? `: ${error.details}` : ''}`, cause: error })
    }
  }

  // The wallet's own chainChanged may have recorded the move while we waited for it.
  const alreadyThere = kernel.store('chains').getState().byNamespace[namespace]?.network.caipNetwork?.caipNetworkId === caipNetworkId
  updateChain(kernel, namespace, (draft, all) => {
    draft.network.caipNetwork = castDraft(network)
    draft.network.unsupported = false
    if (draft.account.address) draft.account.caipAddress = `${caipNetworkId}:${draft.account.address}`
    // The balance belonged to the old network.
    if (!alreadyThere) {
      draft.account.balance = undefined
      draft.account.balanceSymbol = undefined
    }
    all.activeNamespace = namespace
  })
  kernel.storage.set(STORAGE_KEYS.lastUsedChainId, caipNetworkId)
  if (alreadyThere) return
  kernel.events.emit('network:changed', { namespace, caipNetworkId })
  void syncBalance(kernel, namespace)
}

/**
 * A configured network by id. A network the site configured for a namespace no plugin registered
 * names the namespace, so the caller learns the adapter is missing rather than that it is unknown.
 */
function findNetwork(kernel: Kernel, caipNetworkId: CaipNetworkId): Network | undefined {
  const { byNamespace } = kernel.store('chains').getState()
  for (const chain of Object.values(byNamespace)) {
    const found = chain?.network.requestedCaipNetworks.find((network) => network.caipNetworkId === caipNetworkId)
    if (found) return found
  }
  return kernel.options.networks.find((network) => network.caipNetworkId === caipNetworkId)
}
