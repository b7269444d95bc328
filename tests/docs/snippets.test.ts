import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { afterAll, describe, expect, it } from 'vitest'

const ROOT = fileURLToPath(new URL('../../', import.meta.url))
const DOCS = ['README.md', ...readdirSync(join(ROOT, 'docs')).filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`)]

/**
 * What a snippet that continues an earlier one may assume, named by an HTML comment right above
 * it, invisible where the docs are read: `<!-- snippet: after kernel -->` (a kernel exists), or
 * `<!-- snippet: file app/kernel.ts -->` (it is that file, so a later snippet of the same page
 * imports it as './kernel'). Anything else a snippet uses it must import or declare itself. A
 * snippet whose first line names a repository file (`// tests/fixtures/...`) is an excerpt of it:
 * the file itself compiles, and the excerpt must be found in it.
 */
const PRELUDES: Readonly<Record<string, string>> = {
  kernel: "import { createKernel as __createKernel } from 'portico/core'\ndeclare const kernel: ReturnType<typeof __createKernel>\n",
  site: "import type { Network as __Network } from 'portico/core'\ndeclare const projectId: string\ndeclare const networks: __Network[]\n",
  plugin: "import type { PluginContext as __Context } from 'portico/core'\ndeclare const ctx: __Context\n",
  provider: "import type { Eip1193Provider as __Provider } from 'portico/plugins/evm'\ndeclare const provider: __Provider\ndeclare const address: `0x${string}`\n",
}

interface Snippet {
  file: string
  line: number
  lang: 'ts' | 'tsx'
  code: string
  prelude: string
  /** The file the snippet is, when its marker names one. */
  as: string | undefined
}

/** Every ```ts and ```tsx block of README.md and docs/, with the prelude its marker names. */
function snippets(): Snippet[] {
  const found: Snippet[] = []
  for (const file of DOCS) {
    const lines = readFileSync(join(ROOT, file), 'utf8').split('\n')
    for (let index = 0; index < lines.length; index++) {
      const open = /^```(ts|tsx)$/.exec(lines[index]!)
      if (!open) continue
      const end = lines.indexOf('```', index + 1)
      const after = /^<!-- snippet: after (\w+) -->$/.exec(lines[index - 1] ?? '')
      const as = /^<!-- snippet: file ([\w./-]+\.tsx?) -->$/.exec(lines[index - 1] ?? '')?.[1]
      const prelude = after ? PRELUDES[after[1]!] : ''
      if (prelude === undefined) throw new Error(`${file}:${index}: no prelude named "${after![1]}"`)
      found.push({ file, line: index + 1, lang: open[1] as 'ts' | 'tsx', code: lines.slice(index + 1, end).join('\n'), prelude, as })
      index = end
    }
  }
  return found
}

const EXCERPT = /^\/\/ ((?:core|react|plugins|tests|services|demo|examples)\/[\w./-]+\.tsx?)\n/
const OUT = join(ROOT, '.tmp', `snippets-${process.pid}`)
afterAll(() => rmSync(OUT, { recursive: true, force: true }))

describe('the snippets of README.md and docs/', () => {
  it('rule: every TypeScript snippet compiles as written, strict, with no unused import or variable', () => {
    const all = snippets().filter((snippet) => !EXCERPT.test(snippet.code))
    expect(all.length).toBeGreaterThan(20)
    // Each snippet is a module of its own, so two snippets may declare the same names; a page's
    // snippets share a folder, where those that name their file find each other.
    const files = all.map((snippet, index) => {
      const folder = join(OUT, snippet.file.replace(/[/.]/g, '_'))
      const path = join(folder, snippet.as ?? `snippet_${snippet.line}_${index}.${snippet.lang}`)
      mkdirSync(dirname(path), { recursive: true })
      writeFileSync(path, `${snippet.prelude}${snippet.code}\nexport {}\n`)
      return { path, snippet }
    })
    const config = ts.getParsedCommandLineOfConfigFile(join(ROOT, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} })!
    const program = ts.createProgram(files.map((file) => file.path), {
      ...config.options,
      noUnusedLocals: true,
      noUnusedParameters: true,
      // Top-level await, as a site's module may use it.
      module: ts.ModuleKind.ESNext,
      target: ts.ScriptTarget.ES2022,
    })
    const problems = files.flatMap(({ path, snippet }) => {
      const source = program.getSourceFile(path)!
      const preludeLines = snippet.prelude.split('\n').length - 1
      return [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)].map((diagnostic) => {
        const { line } = source.getLineAndCharacterOfPosition(diagnostic.start ?? 0)
        return `${snippet.file}:${snippet.line + 1 + line - preludeLines}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')}`
      })
    })
    expect(problems, `in ${relative(ROOT, OUT)}`).toEqual([])
  }, 120_000)

  it('rule: an excerpt is found, as it is, in the repository file its first line names', () => {
    const squash = (text: string) => text.replace(/\s+/g, ' ').trim()
    const excerpts = snippets().filter((snippet) => EXCERPT.test(snippet.code))
    expect(excerpts.length).toBeGreaterThan(1)
    const missing = excerpts.filter((snippet) => {
      const [, ...rest] = snippet.code.split('\n')
      const source = readFileSync(join(ROOT, EXCERPT.exec(snippet.code)![1]!), 'utf8')
      return !squash(source).includes(squash(rest.join('\n')))
    })
    expect(missing.map((snippet) => `${snippet.file}:${snippet.line}`)).toEqual([])
  })
})
