import type { ChainNamespace } from '../constants/namespaces.js'
import type { Kernel } from '../kernel/types.js'
import { STORAGE_KEYS } from '../constants/storageKeys.js'
import type { ConnectResult } from '../types/connector.js'
import { findConnector } from './chainState.js'
import { disconnectChains } from './disconnectChains.js'
import { restore } from './reconnectChains.js'
import { rememberedConnectors } from './rememberedConnectors.js'

interface StorageEventLike {
  key: string | null
}

interface EventTargetLike {
  addEventListener?(type: 'storage', listener: (event: StorageEventLike) => void): void
  removeEventListener?(type: 'storage', listener: (event: StorageEventLike) => void): void
}

/**
 * Two tabs of one site share its storage. When the other tab connects or disconnects, the browser
 * tells this one with a 'storage' event, and this tab follows: a namespace the other tab now
 * remembers is restored silently from its connector (the wallet has already said yes there), and
 * one it forgot is dropped here without asking the wallet again. Two tabs that connect at once
 * both end on what the wallet answered last, which both then show.
 */
export function followOtherTabs(kernel: Kernel): void {
  const page = globalThis as EventTargetLike
  if (typeof page.addEventListener !== 'function') return
  let running = Promise.resolve()
  const onStorage = (event: StorageEventLike) => {
    // null: the other tab cleared the whole storage.
    if (event.key !== STORAGE_KEYS.connectedConnectors && event.key !== null) return
    running = running.then(follow, follow)
  }
  const follow = () => followStoredSession(kernel)
  page.addEventListener('storage', onStorage)
  // This module loads after start, off the first bundle: catch up with any change another tab made
  // before the listener was on. A restore still under way is left to itself (its chains are 'connecting').
  running = running.then(follow, follow)
  const stop = kernel.events.on('kernel:destroyed', () => {
    page.removeEventListener?.('storage', onStorage)
    stop()
  })
}

/**
 * Brings this tab in line with the connectors another tab left in storage (followOtherTabs): a
 * namespace remembered there but disconnected here is restored silently, one connected here but
 * no longer remembered is dropped without asking the wallet.
 */
async function followStoredSession(kernel: Kernel): Promise<void> {
  if (kernel.status !== 'started') return
  const remembered = rememberedConnectors(kernel.storage).read()
  const { byNamespace } = kernel.store('chains').getState()
  const gone: ChainNamespace[] = []
  for (const [key, chain] of Object.entries(byNamespace)) {
    const namespace = key as ChainNamespace
    const connectorId = remembered[namespace]
    if (!chain) continue
    if (!connectorId && chain.account.status === 'connected') gone.push(namespace)
    if (!connectorId || chain.account.status !== 'disconnected') continue
    const connector = findConnector(kernel, connectorId, namespace)
    if (!connector?.reconnect) continue
    let result: ConnectResult | undefined
    try {
      result = await connector.reconnect()
    } catch {
      result = undefined
    }
    // Only with accounts: forgetting here would write storage and drop the other tab's live session.
    // And only if nothing happened here meanwhile (the visitor may have connected in this tab too).
    const held = result?.accounts.some((account) => account.namespace === namespace)
    if (held && kernel.status === 'started' && kernel.store('chains').getState().byNamespace[namespace]?.account.status === 'disconnected') {
      restore(kernel, connector, namespace, result)
    }
  }
  if (gone.length > 0) await disconnectChains(kernel, gone, { closeModal: false, askWallet: false })
}
