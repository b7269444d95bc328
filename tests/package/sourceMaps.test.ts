import { readFileSync } from 'node:fs'
import { relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { builtFiles, DIST } from './builtFiles.js'

interface SourceMap { sources: string[]; sourcesContent?: (string | null)[] }

// The tarball holds dist/ only: a map that names ../../core/x.ts without its text points a site's
// devtools at a file that is not there.
describe('source maps', () => {
  it('rule: every source map in the package carries the text of each source it names', () => {
    const maps = builtFiles('.map')
    expect(maps.length).toBeGreaterThan(0)
    const missing = maps.filter((file) => {
      const map = JSON.parse(readFileSync(file, 'utf8')) as SourceMap
      return map.sources.some((_, i) => typeof map.sourcesContent?.[i] !== 'string')
    })
    expect(missing.map((file) => relative(DIST, file))).toEqual([])
  })

  it('rule: no declaration map ships, since TypeScript cannot inline sources into one', () => {
    expect(builtFiles('.d.ts.map').map((file) => relative(DIST, file))).toEqual([])
  })
})
