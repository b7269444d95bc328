import type { ChainNamespace } from '../constants/namespaces.js'
import type { Kernel } from '../kernel/types.js'
import { disconnectChains } from './disconnectChains.js'

export interface WalletDisconnectedParameters {
  namespace: ChainNamespace
  connectorId: string
}

/**
 * The wallet ended a session on its own (EIP-1193 `disconnect`, no accounts left, a pairing deleted).
 * The chain's session ends as if the visitor had disconnected, without asking the wallet again and
 * without closing a modal the visitor may be using. A held connection that is not the active one
 * just leaves the connections list.
 */
export async function walletDisconnected(kernel: Kernel, params: WalletDisconnectedParameters): Promise<void> {
  const { namespace, connectorId } = params
  const chain = kernel.store('chains').getState().byNamespace[namespace]
  if (!chain) return
  if (chain.connectorId === connectorId) {
    await disconnectChains(kernel, [namespace], { closeModal: false, askWallet: false })
    return
  }
  kernel.store('connections').setState((draft) => {
    const held = draft.byNamespace[namespace]
    if (held) draft.byNamespace[namespace] = held.filter((connection) => connection.connectorId !== connectorId)
  })
}
