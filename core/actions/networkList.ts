import { castDraft } from 'immer'
import { parseCaipNetworkId } from '../caip/caipNetworkId.js'
import { updateChain } from '../connection/chainState.js'
import type { ChainNamespace } from '../constants/namespaces.js'
import { KernelError } from '../errors/KernelError.js'
import type { Kernel } from '../kernel/types.js'
import type { CaipNetworkId, Network } from '../types/network.js'
import { switchNetwork } from './switchNetwork.js'

/**
 * Adds a network the visitor can switch to (SPEC section 5): its namespace needs a registered
 * plugin (ADAPTER_MISSING otherwise), and a network whose id is already listed is ignored.
 */
export function addNetwork(kernel: Kernel, network: Network): void {
  const namespace = network.chainNamespace
  if (!kernel.store('chains').getState().byNamespace[namespace]) {
    throw new KernelError('ADAPTER_MISSING', { details: `no plugin registered "${namespace}" for ${network.caipNetworkId}` })
  }
  updateChain(kernel, namespace, (draft) => {
    if (draft.network.requestedCaipNetworks.some((listed) => listed.caipNetworkId === network.caipNetworkId)) return
    draft.network.requestedCaipNetworks.push(castDraft(network))
  })
}

/**
 * Removes a network from its namespace's list (SPEC section 5: its namespace needs a registered
 * plugin). Removing the network the chain is on first moves it to the next one listed, asking the
 * wallet when connected; if the wallet refuses, nothing is removed. A namespace keeps at least one
 * network; an id not listed is nothing to remove.
 */
export async function removeNetwork(kernel: Kernel, caipNetworkId: CaipNetworkId): Promise<void> {
  const namespace = parseCaipNetworkId(caipNetworkId).namespace as ChainNamespace
  const chain = kernel.store('chains').getState().byNamespace[namespace]
  if (!chain) throw new KernelError('ADAPTER_MISSING', { details: `no plugin registered "${namespace}" for ${caipNetworkId}` })
  const listed = chain.network.requestedCaipNetworks
  if (!listed.some((network) => network.caipNetworkId === caipNetworkId)) return
  const others = listed.filter((network) => network.caipNetworkId !== caipNetworkId)
  if (others.length === 0) throw new KernelError('NETWORK_MISSING', { details: `${caipNetworkId} is the last network of "${namespace}"` })
  if (chain.network.caipNetwork?.caipNetworkId === caipNetworkId) await switchNetwork(kernel, others[0]!.caipNetworkId)
  updateChain(kernel, namespace, (draft) => {
    draft.network.requestedCaipNetworks = castDraft(draft.network.requestedCaipNetworks.filter((network) => network.caipNetworkId !== caipNetworkId))
  })
}
