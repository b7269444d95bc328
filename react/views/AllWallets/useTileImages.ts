import { useEffect, useState, useRef, useCallback } from 'react'
import type { Kernel } from '../../../core/kernel/types.js'
import { WALLET_IMAGE_FAILED } from '../../../core/slices/walletsSlice.js'
import { loadWalletImages } from '../../../core/wallets/loadWalletImages.js'
import { safeImageSrc } from '../../components/WalletImage.js'

/**
 * Whether `active` has held for `delayMs` since `key` last changed. AllWallets uses it to show the
 * registry search's spinner once the request goes out (after SPEC's 300 ms wait) rather than on
 * every keystroke: the instant local matches are already on screen during the wait, and a spinner
 * restarted by each keystroke is only motion, which also costs the typing its frames.
 */
export function useHeldFor(active: boolean, key: string, delayMs: number): boolean {
  const [heldKey, setHeldKey] = useState<string>()
  useEffect(() => {
    if (!active) return
    const timer = setTimeout(() => setHeldKey(key), delayMs)
    return () => clearTimeout(timer)
  }, [active, key, delayMs])
  return active && heldKey === key
}

/**
 * Keeps a detached image element for every wallet image loaded while the grid is shown, and lets
 * them all go when it goes. Chromium's memory cache holds an image only while something shows it:
 * after a garbage collection, the next tile to show a wallet whose tile had moved on loads the blob
 * again and, for an SVG, parses a whole document on the main thread (2-6 ms, traced), at times
 * inside the frame of a search keystroke. Tiles are keyed by column, so nearly every keystroke
 * hands a tile an image it showed before.
 */
export function useRetainedImages(images: Readonly<Record<string, string>>): void {
  const held = useRef<Map<string, HTMLImageElement>>(undefined)
  useEffect(() => {
    if (typeof Image === 'undefined') return
    const map = (held.current ??= new Map())
    for (const url of Object.values(images)) {
      const src = url === WALLET_IMAGE_FAILED ? undefined : safeImageSrc(url)
      if (src === undefined || map.has(src)) continue
      const image = new Image()
      image.decoding = 'async'
      image.src = src
      map.set(src, image)
    }
  }, [images])
  useEffect(() => () => held.current?.clear(), [])
}

/** How long the grid must rest (no keystroke, no scroll) before a later screenful's images are fetched. */
export const TILE_IMAGES_SETTLE_MS = 120

/**
 * What the wallet grid calls with the ids of the tiles on screen. The first screenful's images
 * are fetched at once; a later one's once the list has rested a moment, so a keystroke or a fast
 * scroll does not fetch (and re-render for) images of tiles that are gone a moment later, and the
 * frame that shows the filtered list is not kept waiting by them.
 */
export function useTileImages(kernel: Kernel): (ids: string[]) => void {
  const state = useRef<{ shown: boolean; cancel: (() => void) | undefined }>({ shown: false, cancel: undefined })
  useEffect(() => () => state.current.cancel?.(), [])
  return useCallback(
    (ids: string[]) => {
      const current = state.current
      current.cancel?.()
      current.cancel = undefined
      if (!current.shown) {
        current.shown = true
        void loadWalletImages(kernel, ids)
        return
      }
      current.cancel = kernel.timers.setTimeout(() => {
        current.cancel = undefined
        void loadWalletImages(kernel, ids)
      }, TILE_IMAGES_SETTLE_MS)
    },
    [kernel],
  )
}
