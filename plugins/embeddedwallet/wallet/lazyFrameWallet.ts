import type { FrameWallet } from './FrameWallet.js'

export interface LazyFrameWallet {
  /** The wallet, its chunk loaded first; a chunk that failed to load is asked for again next time. */
  get(): Promise<FrameWallet>
  /** The wallet once loaded; before that there is no frame and nothing to talk to. */
  loaded(): FrameWallet | undefined
  destroy(): void
}

/** Holds the part of the plugin that only a visitor who chooses the embedded wallet (or comes back signed in) pays for. */
export function lazyFrameWallet(load: () => Promise<FrameWallet>): LazyFrameWallet {
  let loading: Promise<FrameWallet> | undefined
  let wallet: FrameWallet | undefined
  let destroyed = false
  return {
    get() {
      loading ??= load().then(
        (made) => {
          if (destroyed) made.destroy()
          else wallet = made
          return made
        },
        (error: unknown) => {
          loading = undefined
          throw error
        },
      )
      return loading
    },
    loaded: () => wallet,
    destroy() {
      destroyed = true
      wallet?.destroy()
    },
  }
}
