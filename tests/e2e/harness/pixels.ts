import type { Page } from 'playwright-core'
import { PNG } from 'pngjs'

export type Rgb = readonly [number, number, number]

export interface Box {
  x: number
  y: number
  width: number
  height: number
}

/** A photo of part of the page, read pixel by pixel in the page's own CSS coordinates. */
export interface Pixels {
  /** The colour drawn at page point (x, y), which must lie inside the photographed area. */
  at(x: number, y: number): Rgb
}

/**
 * Photographs `box` widened by `margin` on every side, as drawn (animations finished, no caret),
 * at the page's scale, and decodes it. For checks a computed style cannot make: what a visitor
 * sees, after every clip and every layer above the element.
 */
export async function photograph(page: Page, box: Box, margin = 0): Promise<Pixels> {
  const left = Math.max(0, Math.floor(box.x - margin))
  const top = Math.max(0, Math.floor(box.y - margin))
  const clip = { x: left, y: top, width: Math.ceil(box.x + box.width + margin) - left, height: Math.ceil(box.y + box.height + margin) - top }
  const scale = await page.evaluate(() => window.devicePixelRatio)
  const png = PNG.sync.read(await page.screenshot({ clip, animations: 'disabled', caret: 'hide' }))
  return {
    at(x, y) {
      const column = Math.floor((x - left) * scale)
      const row = Math.floor((y - top) * scale)
      if (column < 0 || row < 0 || column >= png.width || row >= png.height) throw new Error(`(${x}, ${y}) lies outside the photo`)
      const offset = (row * png.width + column) * 4
      return [png.data[offset]!, png.data[offset + 1]!, png.data[offset + 2]!]
    },
  }
}

/** 'rgb(1, 2, 3)' or 'rgba(1, 2, 3, 1)', as getComputedStyle writes an opaque colour. */
export function parseRgb(css: string): Rgb {
  const match = /^rgba?\((\d+), (\d+), (\d+)(?:, ([\d.]+))?\)$/.exec(css)
  if (!match || (match[4] !== undefined && Number(match[4]) !== 1)) throw new Error(`not an opaque rgb() colour: ${css}`)
  return [Number(match[1]), Number(match[2]), Number(match[3])]
}

/** How far apart two colours are (Euclidean, 0 to 441). */
export function colourDistance(a: Rgb, b: Rgb): number {
  return Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2])
}

/** WCAG 2's contrast ratio of two sRGB colours, from 1 to 21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (lighter + 0.05) / (darker + 0.05)
}

function luminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
}
