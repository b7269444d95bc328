import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

const CORE = join(import.meta.dirname, '../../core')
const ALLOWED_PACKAGES = new Set(['mitt', 'immer', 'zod', 'zod/mini'])
const DOM_GLOBALS = ['window', 'document', 'localStorage', 'sessionStorage', 'navigator', 'location', 'HTMLElement', 'customElements']

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.tsx?$/.test(name) ? [path] : []
  })
}

/** Comments and string contents would give false alarms; template and quoted text is blanked. */
function codeOnly(source: string): string {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:])\/\/.*$/gm, '$1')
    .replace(/(['"`])(?:\\.|(?!\1)[^\\])*\1/g, '""')
}

const files = sourceFiles(CORE)

describe('core/ boundaries', () => {
  it('rule: core/ has source files to check', () => {
    expect(files.length).toBeGreaterThan(10)
  })

  it('rule: core/ imports only mitt, immer, zod and its own files', () => {
    const offenders: string[] = []
    for (const file of files) {
      const source = readFileSync(file, 'utf8')
      for (const match of source.matchAll(/(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g)) {
        const specifier = match[1] ?? match[2]!
        if (specifier.startsWith('.')) continue
        if (!ALLOWED_PACKAGES.has(specifier)) offenders.push(`${relative(CORE, file)} imports ${specifier}`)
      }
    }
    expect(offenders).toEqual([])
  })

  it('rule: core/ touches no DOM global unguarded (only through globalThis behind a check)', () => {
    const offenders: string[] = []
    const pattern = new RegExp(`(?<![.\\w$])(${DOM_GLOBALS.join('|')})\\b(?!\\s*\\??:)`, 'g')
    for (const file of files) {
      const code = codeOnly(readFileSync(file, 'utf8'))
      for (const match of code.matchAll(pattern)) offenders.push(`${relative(CORE, file)} uses ${match[1]}`)
    }
    expect(offenders).toEqual([])
  })

  it('rule: the kernel runs with no DOM at all', async () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined')
    const core = await import('../../core/index.js')
    const kernel = core.createKernel(
      { projectId: 'p', basic: true, apiUrl: 'http://127.0.0.1:9' },
      { services: { analytics: false }, storage: core.createStorage(null) },
    )
    await kernel.start()
    expect(kernel.status).toBe('started')
    await kernel.destroy()
  })
})
