import type { CaipNetworkId, ChainNamespace } from 'portico/core'
import type { ProviderListener, UniversalProviderLike } from '../sdk/UniversalProviderLike.js'

export interface SessionHandlers {
  /** The pairing link of the latest proposal (`display_uri`). */
  onUri(uri: string): void
  /** The wallet changed the session's namespaces (`session_update`): accounts or chains may differ. */
  onUpdate(): void
  /** The wallet's `accountsChanged` on one namespace: CAIP-10 ids or plain addresses, unchecked. */
  onAccounts(namespace: ChainNamespace, accounts: readonly string[]): void
  /** The wallet's `chainChanged`. */
  onChain(namespace: ChainNamespace, caipNetworkId: CaipNetworkId): void
  /** The wallet ended the session (`session_delete`). */
  onDelete(): void
  /** Whether a plugin registered `namespace`: events of any other are dropped. */
  knows(namespace: string): boolean
  /** The chain a chainChanged payload names, as the namespace's plugin reads it (toCaipNetworkId when it says nothing). */
  readChain(namespace: ChainNamespace, data: unknown): CaipNetworkId | undefined
}

const REFERENCE = /^[-_a-zA-Z0-9]{1,32}$/

/**
 * Turns the provider's events into the plugin's, reading only what it checked: an event for a
 * namespace the kernel does not know, or with a chain id of the wrong shape, is dropped.
 * Returns how to stop listening.
 */
export function listenToSession(provider: UniversalProviderLike, handlers: SessionHandlers): () => void {
  const listeners: Record<string, (...args: unknown[]) => void> = {
    display_uri: (uri) => {
      if (typeof uri === 'string') handlers.onUri(uri)
    },
    session_update: () => handlers.onUpdate(),
    session_event: (args) => {
      const params = (args as { params?: { chainId?: unknown; event?: { name?: unknown; data?: unknown } } } | undefined)?.params
      const namespace = typeof params?.chainId === 'string' ? params.chainId.split(':')[0] : undefined
      if (!namespace || !handlers.knows(namespace)) return
      const { name, data } = params?.event ?? {}
      if (name === 'accountsChanged' && Array.isArray(data)) {
        handlers.onAccounts(namespace, data.filter((account): account is string => typeof account === 'string'))
      } else if (name === 'chainChanged') {
        const caipNetworkId = handlers.readChain(namespace, data)
        if (caipNetworkId) handlers.onChain(namespace, caipNetworkId)
      }
    },
    session_delete: () => handlers.onDelete(),
  }
  for (const [event, listener] of Object.entries(listeners)) provider.on(event, listener as ProviderListener)
  return () => {
    for (const [event, listener] of Object.entries(listeners)) provider.removeListener(event, listener as ProviderListener)
  }
}

/**
 * A chainChanged payload as a network id, for a namespace whose plugin reads none of its own: a
 * full CAIP-2 id of the event's namespace, a bare reference, or a positive whole number.
 */
export function toCaipNetworkId(namespace: ChainNamespace, data: unknown): CaipNetworkId | undefined {
  let reference: string | undefined
  if (typeof data === 'number' && Number.isSafeInteger(data) && data > 0) reference = String(data)
  else if (typeof data === 'string' && data.startsWith(`${namespace}:`)) reference = data.slice(namespace.length + 1)
  else if (typeof data === 'string') reference = data
  return reference && REFERENCE.test(reference) ? `${namespace}:${reference}` : undefined
}
