import type { ChainNamespace } from '../constants/namespaces.js'
import type { Kernel } from '../kernel/types.js'
import { createRemoteSession, type CarriedRemoteSession, type RemoteCarrier } from './RemoteSession.js'

export interface RemoteProvidersParameters {
  kernel: Pick<Kernel, 'namespaces'>
  /** The carrier's side of `namespace`'s session; asked once per namespace, kept for the carrier's lifetime. */
  carrier(namespace: ChainNamespace): RemoteCarrier
  /** Whether the carrier's session holds an account of `namespace` now: its provider is handed out only then. */
  holds(namespace: ChainNamespace): boolean
}

export interface RemoteProviders {
  /** The namespace's part of the session, made once and kept: it reads the carrier's current session on every call. */
  of(namespace: ChainNamespace): CarriedRemoteSession
  /**
   * Makes the namespaces' providers, as their chain plugins make them from the remote session
   * (`NamespaceDefinition.remote.provider`, whose code may load now): a carrier awaits it before a
   * namespace is reported connected. Never rejects: a provider that cannot be made is none.
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

interface Entry {
  remote: CarriedRemoteSession
  provider?: Promise<unknown> | undefined
  ready?: unknown
  settled?: boolean
}

/**
 * What every carrier of remote sessions (a WalletConnect session, the embedded wallet's frame)
 * does with the chain plugins, written once: one RemoteSession per namespace, turned into the
 * namespace's provider by its own plugin (`remote.provider`), awaited before the namespace shows
 * as connected. The carrier says only how it sends and what its session holds.
 */
export function createRemoteProviders({ kernel, carrier, holds }: RemoteProvidersParameters): RemoteProviders {
  const made = new Map<ChainNamespace, Entry>()

  const entryOf = (namespace: ChainNamespace): Entry => {
    let entry = made.get(namespace)
    if (!entry) {
      entry = { remote: createRemoteSession(carrier(namespace)) }
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
      if (!holds(namespace)) return undefined
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
