import { createRemoteSession, walletNetworkChanged, type CarriedRemoteSession, type ChainNamespace, type Kernel } from 'portico/core'
import type { UniversalProviderLike } from '../sdk/UniversalProviderLike.js'
import type { WalletSession } from '../session/parseSession.js'
import { WalletConnectError } from '../WalletConnectError.js'

export interface RemoteSessionsParameters {
  kernel: Kernel
  connectorId: string
  provider(): UniversalProviderLike | undefined
  session(): WalletSession | undefined
}

export interface RemoteSessions {
  /** The namespace's part of the session, made once and kept: it reads the current session on every call. */
  of(namespace: ChainNamespace): CarriedRemoteSession
  /**
   * Makes the namespaces' providers, as their chain plugins make them from the remote session
   * (`NamespaceDefinition.remote.provider`, whose code may load now): awaited before a namespace
   * is reported connected. Never rejects: a provider that cannot be made is none.
   */
  prepare(namespaces: readonly ChainNamespace[]): Promise<void>
  /** Whether prepare() has nothing left to wait for on these namespaces. */
  prepared(namespaces: readonly ChainNamespace[]): boolean
  /**
   * The namespace's provider once prepared, handed out while the session holds an account of the
   * namespace. Undefined for a namespace with no `remote` (no chain plugin, or one that cannot work
   * with a remote wallet): its accounts are shown, nothing more.
   */
  providerOf(namespace: ChainNamespace): unknown
  /** The session ended: every namespace's session says so to its provider. */
  ended(): void
  destroy(): void
}

/**
 * The WalletConnect session as each namespace sees it (portico/core's RemoteSession): requests go
 * to the wallet over the relay for one chain, only for a method the wallet approved on it, past
 * the universal provider's own handling (which answers some methods from hosts of its choosing).
 * This plugin names no namespace: what a namespace asks and how it speaks are its plugin's.
 */
export function createRemoteSessions({ kernel, connectorId, provider, session }: RemoteSessionsParameters): RemoteSessions {
  const made = new Map<ChainNamespace, { remote: CarriedRemoteSession; provider?: Promise<unknown>; ready?: unknown; settled?: boolean }>()

  const entryOf = (namespace: ChainNamespace) => {
    let entry = made.get(namespace)
    if (!entry) {
      entry = {
        remote: createRemoteSession({
          namespace,
          state: () => session()?.namespaces[namespace],
          async send(method, params, caipNetworkId) {
            const sdk = provider()
            const held = session()?.namespaces[namespace]
            if (!sdk?.session || !held) throw new WalletConnectError('INVALID_SESSION', { details: `no WalletConnect session holds a ${namespace} account` })
            if (!held.methods.includes(method)) throw new WalletConnectError('INVALID_SESSION', { details: `the wallet did not approve ${method} in this session` })
            return sdk.client.request({ topic: sdk.session.topic, chainId: caipNetworkId, request: { method, params: params ?? [] } })
          },
          onUseChain(caipNetworkId) {
            // The SDK keeps the chain for its own restore; the kernel shows it.
            provider()?.setDefaultChain(caipNetworkId)
            walletNetworkChanged(kernel, { namespace, connectorId, caipNetworkId })
          },
        }),
      }
      made.set(namespace, entry)
    }
    return entry
  }

  return {
    of: (namespace) => entryOf(namespace).remote,
    async prepare(namespaces) {
      await Promise.all(namespaces.map(async (namespace) => {
        const remote = kernel.namespaces.get(namespace)?.remote
        if (!remote) return
        const entry = entryOf(namespace)
        // A plugin's provider() that throws at once is handled as one that rejects.
        entry.provider ??= new Promise((resolve) => resolve(remote.provider(entry.remote))).then((provider) => {
          entry.ready = provider
          entry.settled = true
          return provider
        }, () => {
          // Asked again with the next session: a chunk that failed to load may load then.
          entry.provider = undefined
          return undefined
        })
        await entry.provider
      }))
    },
    prepared: (namespaces) => namespaces.every((namespace) => !kernel.namespaces.get(namespace)?.remote || made.get(namespace)?.settled === true),
    providerOf(namespace) {
      if (!session()?.namespaces[namespace]?.accounts.length) return undefined
      return made.get(namespace)?.ready
    },
    ended() {
      for (const { remote } of made.values()) remote.emit('disconnect')
    },
    destroy() {
      for (const { remote } of made.values()) remote.destroy()
      made.clear()
    },
  }
}
