import { castDraft } from 'immer'
import type { ChainNamespace } from '../constants/namespaces.js'
import { STORAGE_KEYS } from '../constants/storageKeys.js'
import type { Kernel } from '../kernel/types.js'
import type { CaipNetworkId } from '../types/network.js'
import { syncBalance } from './syncBalance.js'
import { unsupportedNetwork } from './unsupportedNetwork.js'
import { updateChain } from './updateChain.js'

export interface WalletNetworkChangedParameters {
  namespace: ChainNamespace
  connectorId: string
  caipNetworkId: CaipNetworkId
}

/**
 * The wallet moved to another network (EIP-1193 `chainChanged` and the like), whoever asked for
 * it. Only the session's own connector is heard. A network the site did not configure is shown as
 * 'Unknown Network' and opens UnsupportedChain unless unsupported chains are allowed (SPEC
 * section 4); the old network's balance never lingers under the new one.
 */
export function walletNetworkChanged(kernel: Kernel, params: WalletNetworkChangedParameters): void {
  const { namespace, connectorId, caipNetworkId } = params
  const chain = kernel.store('chains').getState().byNamespace[namespace]
  if (!chain || chain.connectorId !== connectorId || chain.account.status !== 'connected') return
  if (!caipNetworkId.startsWith(`${namespace}:`)) return
  if (chain.network.caipNetwork?.caipNetworkId === caipNetworkId) return

  const configured = chain.network.requestedCaipNetworks.find((network) => network.caipNetworkId === caipNetworkId)
  const network = configured ?? unsupportedNetwork(caipNetworkId, namespace)
  updateChain(kernel, namespace, (draft) => {
    draft.network.caipNetwork = castDraft(network)
    draft.network.unsupported = !configured
    if (draft.account.address) draft.account.caipAddress = `${caipNetworkId}:${draft.account.address}`
    draft.account.balance = undefined
    draft.account.balanceSymbol = undefined
    draft.account.tokenBalance = []
  })
  if (configured) kernel.storage.set(STORAGE_KEYS.lastUsedChainId, caipNetworkId)
  kernel.events.emit('network:changed', { namespace, caipNetworkId })
  if (!configured) kernel.events.emit('network:unsupported', { namespace })
  void syncBalance(kernel, namespace)
}
