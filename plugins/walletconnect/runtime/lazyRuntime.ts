import { ConnectionError } from 'portico/core'
import type { WalletConnectRuntime } from './WalletConnectRuntime.js'

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
