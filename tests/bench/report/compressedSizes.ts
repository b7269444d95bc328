import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { FetchedScript } from '../measure/trackNetwork.js'

export interface Sizes {
  raw: number
  gzip: number
  brotli: number
  /** Scripts whose body CDP could not give back: counted raw, on the wire, in all three. */
  unreadable: number
}

const gzipAsync = promisify(gzip)
const brotliAsync = promisify(brotliCompress)

/**
 * What the scripts weigh as a site would serve them: gzip at level 9 and brotli at quality 11,
 * the settings of precompressed static files. Worked out after the browser runs so that the
 * compression never competes with the page for the CPU; each distinct body is compressed once.
 */
export function createSizer(): (scripts: readonly FetchedScript[]) => Promise<Sizes> {
  const cache = new Map<string, Promise<{ gzip: number; brotli: number }>>()
  const compress = (body: Buffer) => {
    const key = createHash('sha256').update(body).digest('hex')
    let sizes = cache.get(key)
    if (!sizes) {
      sizes = Promise.all([
        gzipAsync(body, { level: 9 }),
        brotliAsync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
      ]).then(([gzipped, brotlied]) => ({ gzip: gzipped.length, brotli: brotlied.length }))
      cache.set(key, sizes)
    }
    return sizes
  }
  return async (scripts) => {
    const total: Sizes = { raw: 0, gzip: 0, brotli: 0, unreadable: 0 }
    for (const script of scripts) {
      if (!script.body) {
        total.raw += script.encodedBytes
        total.gzip += script.encodedBytes
        total.brotli += script.encodedBytes
        total.unreadable++
        continue
      }
      const { gzip: gz, brotli } = await compress(script.body)
      total.raw += script.body.length
      total.gzip += gz
      total.brotli += brotli
    }
    return total
  }
}
