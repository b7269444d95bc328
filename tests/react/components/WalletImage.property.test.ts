import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { safeImageSrc } from '../../../react/components/WalletImage.js'
import { HOSTILE_URL_EXAMPLES, hostileUrl } from '../../helpers/hostileUrls.js'

/*
 * safeImageSrc guards every <img src> that holds a wallet's, a listing's or an API's image. Only
 * http(s), blob: and data:image URLs of the listed raster and SVG types may pass.
 */

const SAFE_SRC = /^(https?:\/\/|blob:|data:image\/(png|jpe?g|gif|webp|svg\+xml)[;,])/i
const everything = fc.anything({ withBigInt: true, withBoxedValues: true, withMap: true, withNullPrototype: true, withTypedArray: true })

describe('safeImageSrc (properties)', () => {
  it.each(HOSTILE_URL_EXAMPLES.map((url) => [JSON.stringify(url), url]))('rule: %s is no image source', (_, url) => {
    expect(safeImageSrc(url)).toBeUndefined()
  })

  it('property: hostile schemes, protocol-relative and malformed URLs are refused', () => {
    fc.assert(fc.property(hostileUrl, (url) => {
      expect(safeImageSrc(url)).toBeUndefined()
    }), { numRuns: 500 })
  })

  it('property: whatever the value, the answer is undefined or a source of an allowed kind', () => {
    fc.assert(fc.property(fc.oneof(everything, fc.string({ unit: 'binary', maxLength: 60 }), hostileUrl), (value) => {
      const src = safeImageSrc(value)
      if (src !== undefined) expect(src).toMatch(SAFE_SRC)
    }), { numRuns: 500 })
  })

  it('property: https and http URLs and image data URLs are kept', () => {
    const dataUrl = fc.tuple(fc.constantFrom('png', 'jpeg', 'jpg', 'gif', 'webp', 'svg+xml', 'PNG'), fc.base64String({ maxLength: 40 }))
      .map(([type, data]) => `data:image/${type};base64,${data}`)
    fc.assert(fc.property(fc.webUrl({ validSchemes: ['https', 'http'] }), dataUrl, (url, data) => {
      expect(safeImageSrc(url)).toBe(new URL(url).href)
      expect(safeImageSrc(data)).toBe(data)
    }), { numRuns: 300 })
  })

  it('rule: a data URL of a document or script type is refused even when it says image somewhere', () => {
    for (const src of ['data:text/html;image/png,<script>alert(1)</script>', 'data:image/svg+xmlx,<svg/>', 'data:image/,x', 'data:text/image/png,x']) {
      expect(safeImageSrc(src)).toBeUndefined()
    }
  })

  it('rule: a source longer than 500,000 characters is refused at once', () => {
    const started = performance.now()
    expect(safeImageSrc(`data:image/png;base64,${'A'.repeat(500_000)}`)).toBeUndefined()
    expect(performance.now() - started).toBeLessThan(1_000)
  })
})
