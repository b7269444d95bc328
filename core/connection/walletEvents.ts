import { castDraft } from 'immer'
import type { ChainNamespace } from '../constants/namespaces.js'
import { STORAGE_KEYS } from '../constants/storageKeys.js'
import type { Kernel } from '../kernel/types.js'
import type { ConnectorAccount } from '../types/account.js'
import type { CaipNetworkId } from '../types/network.js'
import { findConnector, unsupportedNetwork, updateChain } from './chainState.js'
import { disconnectChains } from './disconnectChains.js'
import { syncAccount } from './syncAccount.js'
import { syncBalance } from './syncBalance.js'

export interface WalletAccountsChangedParameters {
  namespace: ChainNamespace
  connectorId: string
  /** The wallet's accounts now, the selected one first; empty when it no longer shares any. */
  accounts: readonly { address: string; type?: ConnectorAccount['type'] | undefined }[]
}

/**
 * The wallet changed its accounts (EIP-1193 `accountsChanged` and the like). The active session
 * follows the wallet's selected account; a held connection that is not active records the new
 * list; no accounts left means the wallet ended the session. A repeat of what the kernel already
 * shows changes nothing, so wallets that re-announce on every focus cost no renders.
 */
export async function walletAccountsChanged(kernel: Kernel, params: WalletAccountsChangedParameters): Promise<void> {
  const { namespace, connectorId, accounts } = params
  if (accounts.length === 0) return walletDisconnected(kernel, { namespace, connectorId })
  const chain = kernel.store('chains').getState().byNamespace[namespace]
  if (!chain) return

  if (chain.connectorId !== connectorId || chain.account.status !== 'connected') {
    kernel.store('connections').setState((draft) => {
      const held = draft.byNamespace[namespace]?.find((connection) => connection.connectorId === connectorId)
      if (held) held.accounts = castDraft(accounts.map(({ address, type }) => (type ? { address, type } : { address })))
    })
    return
  }
  const shown = chain.account.user?.accounts.map((account) => account.address.toLowerCase()) ?? []
  const same = shown.length === accounts.length && accounts.every((account, index) => account.address.toLowerCase() === shown[index])
  if (same) return
  const connector = findConnector(kernel, connectorId, namespace)
  if (!connector) return
  syncAccount(kernel, { namespace, connector, accounts, activate: false })
}

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
  if (configured && kernel.store('chains').getState().activeNamespace === namespace) kernel.storage.set(STORAGE_KEYS.lastUsedChainId, caipNetworkId)
  kernel.events.emit('network:changed', { namespace, caipNetworkId })
  if (!configured) kernel.events.emit('network:unsupported', { namespace })
  void syncBalance(kernel, namespace)
}

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
