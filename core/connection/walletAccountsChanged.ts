import { castDraft } from 'immer'
import type { ChainNamespace } from '../constants/namespaces.js'
import type { Kernel } from '../kernel/types.js'
import type { ConnectorAccount } from '../types/account.js'
import { findConnector } from './findConnector.js'
import { syncAccount } from './syncAccount.js'
import { walletDisconnected } from './walletDisconnected.js'

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
