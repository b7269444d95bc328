import type { Store } from '../store/createStore.js'
import type { Kernel, KernelSlices } from './types.js'

/** The part of an account list's slice (tokens, NFTs, activity) that says whether anyone shows it. */
export interface WatchedState {
  /** How many renderers show the lists now: a plugin reads them only while one does. */
  watchers: number
}

type WatchedSlice = { [K in keyof KernelSlices]: KernelSlices[K] extends WatchedState ? K : never }[keyof KernelSlices]

/**
 * Says a renderer shows the lists kept in `slice`: its plugin reads them while at least one does.
 * Call the returned function when it stops; a second call does nothing. Without the plugin that
 * defines the slice, nothing happens.
 */
export function watchSlice(kernel: Pick<Kernel, 'store'>, slice: WatchedSlice): () => void {
  let store: Store<WatchedState>
  try {
    // Every slice named here has `watchers`, which is all this touches.
    store = kernel.store(slice) as unknown as Store<WatchedState>
  } catch {
    return () => {}
  }
  store.setState((draft) => {
    draft.watchers += 1
  })
  let released = false
  return () => {
    if (released) return
    released = true
    store.setState((draft) => {
      draft.watchers = Math.max(0, draft.watchers - 1)
    })
  }
}
