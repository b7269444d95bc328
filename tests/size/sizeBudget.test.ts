import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Rollup } from 'vite'
import { buildSizeApp } from './buildSizeApp.js'
import { initialChunks } from './initialChunks.js'
import { LAZY_PARTS } from './lazyParts.js'
import { KB, readBudget } from './readBudget.js'

/*
 * Portico's promise to a site: it costs almost nothing until a visitor opens it. This weighs the
 * JS a minimal site (tests/size/app) makes the browser fetch before any click, in bytes only, and
 * holds it to the limit docs/size-budget.md states. See that file before raising the limit.
 */

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url))
const BUILD_MS = 60_000

let outDir: string
let chunks: Rollup.OutputChunk[]

beforeAll(async () => {
  outDir = await mkdtemp(join(tmpdir(), 'portico-size-'))
  chunks = await buildSizeApp(outDir)
}, BUILD_MS)

afterAll(async () => {
  if (outDir) await rm(outDir, { recursive: true, force: true })
})

/** Module ids relative to the repository, without Rollup's virtual-module marker. */
const modulesOf = (chunk: Rollup.OutputChunk) => chunk.moduleIds.map((id) => relative(REPO_ROOT, id.replace(/^\0/, '')).split('\\').join('/'))
const gzipBytes = (chunk: Rollup.OutputChunk) => gzipSync(chunk.code).length

describe('the size budget', () => {
  it('rule: the JS a site fetches before the first open stays within the budget stated in docs/size-budget.md', async () => {
    const budget = await readBudget()
    const initial = initialChunks(chunks)
    const bytes = initial.reduce((sum, chunk) => sum + gzipBytes(chunk), 0)
    const report = initial.map((chunk) => `${chunk.fileName} ${gzipBytes(chunk)} B`).join(', ')
    console.log(`[size] before the first open: ${bytes} B gzip (${(bytes / KB).toFixed(1)} KB) of a ${budget / KB} KB budget: ${report}`)
    // The modal and its views are there, behind import(): the walk above really left something out.
    expect(chunks.length).toBeGreaterThan(initial.length)
    expect(bytes, `the initial JS is ${bytes} B gzip, over the ${budget} B budget (${report})`).toBeLessThanOrEqual(budget)
  })

  it('rule: ethers, the modal, its views and their list library load on demand, never before the first open', () => {
    const initialModules = initialChunks(chunks).flatMap((chunk) => modulesOf(chunk).map((id) => ({ id, chunk: chunk.fileName })))
    const allModules = chunks.flatMap(modulesOf)
    // A pattern that matches nothing anywhere would pass the check below for nothing.
    const missing = LAZY_PARTS.filter((part) => !allModules.some(part.matches)).map((part) => part.name)
    expect(missing, `not in the bundle at all, so not checked: ${missing.join('; ')} (update tests/size/lazyParts.ts)`).toEqual([])
    const eager = LAZY_PARTS.flatMap((part) => {
      const found = initialModules.filter(({ id }) => part.matches(id)).map(({ id, chunk }) => `${id} (in ${chunk})`)
      if (found.length === 0) return []
      return [`${part.name}: ${found.slice(0, 3).join(', ')}${found.length > 3 ? ` and ${found.length - 3} more` : ''}`]
    })
    expect(eager, `these must load lazily, but the initial JS holds them: ${eager.join('; ')}`).toEqual([])
  })

  it('rule: the JS a site fetches before the first open is ASCII only, or the engine would hold the whole page script, React included, at two bytes a character', () => {
    const offenders = initialChunks(chunks).flatMap((chunk) => Object.entries(chunk.modules).flatMap(([id, module]) => {
      const found = /.{0,30}[\u0080-\uffff].{0,30}/.exec(module.code ?? '')
      return found ? [`${relative(REPO_ROOT, id.replace(/^\0/, ''))}: ${found[0]}`] : []
    }))
    // A build that printed nothing would pass for nothing.
    expect(initialChunks(chunks).some((chunk) => chunk.code.includes('Connect Wallet'))).toBe(true)
    expect(offenders, `non-ASCII characters in the first bundle (use ELLIPSIS and EM_DASH from core/format/displayCharacters.ts): ${offenders.join('; ')}`).toEqual([])
  })
})
