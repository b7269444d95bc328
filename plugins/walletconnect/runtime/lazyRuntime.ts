import { type CaipNetworkId, type ChainNamespace, type ConnectResult, type PairingPlatform, type WalletListing, ConnectionError } from 'portico/core'

/**
 * What the plugin does once a visitor needs WalletConnect: the lazily loaded part behind the
 * connectors. One per kernel, over one SDK provider and at most one session.
 */
export interface WalletConnectRuntime {
  /** A session with `namespace` (re-used, or paired through a link the slot shows); its accounts on one chain. */
  connect(namespace: ChainNamespace, caipNetworkId?: CaipNetworkId): Promise<ConnectResult>
  /** The stored session's accounts on `namespace`, or undefined when there is none to restore. */
  restore(namespace: ChainNamespace): Promise<ConnectResult | undefined>
  /** Ends the session with the wallet (once, however many namespaces ask). */
  disconnect(): Promise<void>
  /** Gives up a pairing the visitor walked away from (its connect() rejects with 'Modal closed') and any app launch. */
  abort(): void
  /**
   * Opens the listing's app for `platform` on the link on screen, synchronously, inside the
   * caller's tap, and watches whether it came up (`appLaunch`). False when there is no live link
   * or the listing has no link that may be opened.
   */
  openApp(wallet: WalletListing, platform: PairingPlatform): boolean
  /**
   * Makes a pairing link before anyone asks for one, so a tap can open a wallet on it at once: the
   * next connect() joins it instead of proposing again. Nothing happens while a pairing or a
   * session exists, or once `wanted()` turns false (checked again after the SDK has loaded).
   */
  pairAhead(wanted: () => boolean): Promise<void>
  /** Ends a pairing made ahead that no connect() has joined; one that a connect() joined is left alone. */
  cancelAhead(): void
  /** The namespace's provider over the session, as its chain plugin makes it; undefined while the session holds none of it. */
  providerOf(namespace: ChainNamespace): unknown
  /** Stops listening and closes the relay connection; the session stays stored for the next page. */
  destroy(): Promise<void>
}

export interface LazyRuntime {
  /**
   * Runs `task` on the runtime, loading its chunk first. A pairing abandoned while the chunk was
   * still loading (the visitor went back, closed the modal) rejects with 'Modal closed' instead.
   */
  run<T>(task: (runtime: WalletConnectRuntime) => Promise<T>, options?: { abortable?: boolean }): Promise<T>
  /** The runtime once loaded; before that there is no session and nothing to talk to. */
  loaded(): WalletConnectRuntime | undefined
  abort(): void
  destroy(): Promise<void>
}

/**
 * Holds the part of the plugin that only a visitor who picks WalletConnect (or comes back with a
 * session of ours) pays for. A chunk that failed to load is asked for again on the next use.
 */
export function lazyRuntime(load: () => Promise<WalletConnectRuntime>): LazyRuntime {
  let loading: Promise<WalletConnectRuntime> | undefined
  let runtime: WalletConnectRuntime | undefined
  let generation = 0
  let destroyed = false

  const get = (): Promise<WalletConnectRuntime> => {
    loading ??= load().then(
      (made) => {
        if (destroyed) void made.destroy()
        else runtime = made
        return made
      },
      (error: unknown) => {
        loading = undefined
        throw error
      },
    )
    return loading
  }

  return {
    async run(task, { abortable = false } = {}) {
      const startedAt = generation
      const made = await get()
      if (destroyed || (abortable && generation !== startedAt)) throw new ConnectionError('MODAL_CLOSED')
      return task(made)
    },
    loaded: () => runtime,
    abort() {
      generation++
      runtime?.abort()
    },
    async destroy() {
      destroyed = true
      await runtime?.destroy()
    },
  }
}
