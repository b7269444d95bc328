import type { ChainNamespace } from '../constants/namespaces.js'
import { LOGIN_CACHE_KEYS } from '../constants/storageKeys.js'
import type { Kernel } from '../kernel/types.js'
import type { ConnectResult, Connector } from '../types/connector.js'
import { findConnector, resetAccountDraft, updateChain } from './chainState.js'
import { rememberedConnectors } from './rememberedConnectors.js'
import { syncAccount } from './syncAccount.js'

/**
 * SPEC section 4 at start. With reconnect enabled every chain is 'connecting' while the connectors
 * remembered in storage restore their sessions, then 'connected' or 'disconnected'. A connector
 * remembered for several namespaces is asked once. With reconnect disabled every chain starts
 * 'disconnected' and the remembered connectors and held connections are dropped.
 */
export async function reconnectChains(kernel: Kernel): Promise<void> {
  const namespaces = Object.keys(kernel.store('chains').getState().byNamespace) as ChainNamespace[]
  const remembered = rememberedConnectors(kernel.storage)
  if (!kernel.options.enableReconnect) {
    remembered.clear()
    kernel.store('connections').reset()
    for (const namespace of namespaces) markDisconnected(kernel, namespace)
    return
  }

  for (const namespace of namespaces) {
    updateChain(kernel, namespace, (chain) => {
      // A session the server rendered from the cookie stays 'connected' until its wallet answers.
      if (chain.account.status !== 'connected') chain.account.status = 'connecting'
    })
  }
  const ids = remembered.read()
  const groups = new Map<Connector, ChainNamespace[]>()
  for (const namespace of namespaces) {
    const connectorId = ids[namespace]
    const connector = connectorId ? findConnector(kernel, connectorId, namespace) : undefined
    if (connector?.reconnect) groups.set(connector, [...(groups.get(connector) ?? []), namespace])
    else markDisconnected(kernel, namespace)
  }

  await Promise.all([...groups].map(async ([connector, owned]) => {
    let result: ConnectResult | undefined
    try {
      result = await connector.reconnect?.()
    } catch {
      result = undefined
    }
    if (kernel.status === 'destroyed') return
    // SPEC section 4: the email or social login's connected-check failing clears the login cache,
    // so the next visit does not start its wallet frame for a session that is gone. Only that
    // login's: a browser wallet that is locked today says nothing about an email session.
    if (connector.holdsLogin && !result?.accounts.length) for (const key of LOGIN_CACHE_KEYS) kernel.storage.remove(key)
    for (const namespace of owned) {
      try {
        restore(kernel, connector, namespace, result)
      } catch {
        markDisconnected(kernel, namespace)
      }
    }
  }))

  // The start's active chain may be one without a session while another came back.
  const chains = kernel.store('chains').getState()
  const active = chains.activeNamespace ? chains.byNamespace[chains.activeNamespace] : undefined
  const connected = namespaces.find((namespace) => chains.byNamespace[namespace]?.account.status === 'connected')
  if (connected && active?.account.status !== 'connected') {
    kernel.store('chains').setState((draft) => {
      draft.activeNamespace = connected
    })
  }
}

/** Applies what a remembered connector answered for one namespace: its accounts, or a disconnect when it holds none. */
export function restore(kernel: Kernel, connector: Connector, namespace: ChainNamespace, result: ConnectResult | undefined): void {
  const accounts = result?.accounts.filter((account) => account.namespace === namespace) ?? []
  if (!result || accounts.length === 0) {
    // The wallet no longer holds this session: nothing to restore next time either.
    rememberedConnectors(kernel.storage).forget(namespace)
    markDisconnected(kernel, namespace)
    return
  }
  syncAccount(kernel, {
    namespace,
    connector,
    accounts,
    caipNetworkId: result.caipNetworkId.startsWith(`${namespace}:`) ? result.caipNetworkId : undefined,
    activate: false,
  })
}

function markDisconnected(kernel: Kernel, namespace: ChainNamespace): void {
  updateChain(kernel, namespace, (chain) => {
    // All of the account: one the server rendered from the cookie has an address to take back.
    resetAccountDraft(chain.account)
    chain.connectorId = undefined
  })
}
