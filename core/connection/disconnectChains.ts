import { castDraft } from 'immer'
import type { ChainNamespace } from '../constants/namespaces.js'
import { LOGIN_CACHE_KEYS } from '../constants/storageKeys.js'
import type { Kernel } from '../kernel/types.js'
import { initialNetworkState } from '../slices/chainsSlice.js'
import type { Connector } from '../types/connector.js'
import { resetAccountDraft, defaultNetworkOf, findConnector, updateChain } from './chainState.js'
import { rememberedConnectors } from './rememberedConnectors.js'

export interface DisconnectFailure {
  namespace: ChainNamespace
  error: unknown
}

export interface DisconnectChainsOptions {
  closeModal: boolean
  /** False when the wallet itself ended the session: there is nobody left to ask. */
  askWallet?: boolean
}

/**
 * Ends the sessions of `namespaces` (SPEC section 4). Each distinct connector is asked once, all at
 * the same time, so one that fails or hangs up cannot stop the others; a connector that ends every
 * chain (pairing protocol, embedded wallet) widens the set to every chain with a session. The local
 * session is cleared even when the wallet's own disconnect failed: the visitor asked to leave, and
 * a wallet that cannot answer must not keep the site connected, and so is the login cache. Failures
 * are returned, not thrown.
 */
export async function disconnectChains(
  kernel: Kernel,
  namespaces: readonly ChainNamespace[],
  options: DisconnectChainsOptions,
): Promise<DisconnectFailure[]> {
  const { byNamespace } = kernel.store('chains').getState()
  const withSession = (Object.keys(byNamespace) as ChainNamespace[]).filter((namespace) => {
    const chain = byNamespace[namespace]
    return chain !== undefined && (chain.connectorId !== undefined || chain.account.status !== 'disconnected')
  })
  const connectorOf = (namespace: ChainNamespace): Connector | undefined => {
    const connectorId = byNamespace[namespace]?.connectorId
    return connectorId ? findConnector(kernel, connectorId, namespace) : undefined
  }
  const endsAll = namespaces.some((namespace) => connectorOf(namespace)?.disconnectsAllChains)
  const targets = [...new Set(endsAll ? [...namespaces, ...withSession] : namespaces)]

  const calls = new Map<Connector, ChainNamespace[]>()
  for (const namespace of targets) {
    const connector = options.askWallet === false ? undefined : connectorOf(namespace)
    if (connector) calls.set(connector, [...(calls.get(connector) ?? []), namespace])
  }
  const failures: DisconnectFailure[] = []
  await Promise.all([...calls].map(async ([connector, owned]) => {
    try {
      await connector.disconnect()
    } catch (error) {
      for (const namespace of owned) failures.push({ namespace, error })
    }
  }))

  for (const namespace of targets) {
    const hadSession = withSession.includes(namespace)
    endSession(kernel, namespace)
    if (hadSession) kernel.events.emit('account:disconnected', { namespace })
  }
  // SPEC section 4: a disconnect clears the login cache. (SPEC's sign-out-on-disconnect option is
  // about sign-in sessions, which the sign-in plugin will own; it is not an option until then.)
  for (const key of LOGIN_CACHE_KEYS) kernel.storage.remove(key)
  // The modal is the UI layer's to close (core/router/modalReactions.ts): state code only reports.
  kernel.events.emit('session:ended', { namespaces: targets, closeModal: options.closeModal })
  kernel.events.emit('analytics', {
    event: failures.length === 0 ? 'DISCONNECT_SUCCESS' : 'DISCONNECT_ERROR',
    properties: { namespaces: targets },
  })
  return failures
}

/** Account and network back to their start, the connector forgotten, its connection made recent. */
function endSession(kernel: Kernel, namespace: ChainNamespace): void {
  const before = kernel.store('chains').getState().byNamespace[namespace]
  const connectorId = before?.connectorId
  updateChain(kernel, namespace, (chain) => {
    resetAccountDraft(chain.account)
    const requested = chain.network.requestedCaipNetworks
    chain.network = castDraft({
      ...initialNetworkState(),
      requestedCaipNetworks: requested,
      caipNetwork: defaultNetworkOf(kernel, namespace, requested),
    })
    chain.connectorId = undefined
  })
  rememberedConnectors(kernel.storage).forget(namespace)
  const network = kernel.store('chains').getState().byNamespace[namespace]?.network.caipNetwork
  if (network && network.caipNetworkId !== before?.network.caipNetwork?.caipNetworkId) {
    kernel.events.emit('network:changed', { namespace, caipNetworkId: network.caipNetworkId })
  }
  if (!connectorId) return
  kernel.store('connections').setState((draft) => {
    const held = draft.byNamespace[namespace] ?? []
    const ended = held.filter((connection) => connection.connectorId === connectorId)
    draft.byNamespace[namespace] = held.filter((connection) => connection.connectorId !== connectorId)
    const recent = (draft.recentByNamespace[namespace] ?? []).filter((connection) => connection.connectorId !== connectorId)
    draft.recentByNamespace[namespace] = [...ended, ...recent]
  })
}
