import { useEffect, useRef } from 'react'
import { WALLET_IMAGE_FAILED } from '../../../core/slices/walletsSlice.js'
import { safeImageSrc } from '../../components/safeImageSrc.js'

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
