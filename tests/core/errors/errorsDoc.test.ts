import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { alerts } from '../../../core/errors/AlertError.js'
import { PorticoError } from '../../../core/errors/PorticoError.js'

/*
 * Keeps docs/errors.md in step with core/errors and the plugins' error families: every class made by
 * codedErrorClass is found by reading the directories, so a new error family or code fails here until it is documented.
 */

const ROOT = join(import.meta.dirname, '../../..')
/** core/errors, and every plugin's own error family (plugins/<name>/<Area>Error.ts). */
const ERROR_FILES = [
  ...readdirSync(join(ROOT, 'core/errors')).filter((name) => name.endsWith('.ts')).map((name) => join(ROOT, 'core/errors', name)),
  ...readdirSync(join(ROOT, 'plugins')).flatMap((plugin) =>
    readdirSync(join(ROOT, 'plugins', plugin)).filter((name) => /Error\.ts$/.test(name)).map((name) => join(ROOT, 'plugins', plugin, name))),
].sort()
const DOC = readFileSync(join(import.meta.dirname, '../../../docs/errors.md'), 'utf8')

interface CodedClass {
  new (code: string): PorticoError
  readonly messages: Readonly<Record<string, string>>
}

const isCodedClass = (value: unknown): value is CodedClass =>
  typeof value === 'function' &&
  value.prototype instanceof PorticoError &&
  typeof (value as { messages?: unknown }).messages === 'object'

/** Every coded error class exported from core/errors, by the name its instances carry. */
async function loadErrorClasses(): Promise<Map<string, CodedClass>> {
  const classes = new Map<string, CodedClass>()
  for (const file of ERROR_FILES) {
    const module: Record<string, unknown> = await import(file)
    for (const exported of Object.values(module)) {
      if (!isCodedClass(exported)) continue
      const [firstCode] = Object.keys(exported.messages)
      if (firstCode === undefined) continue
      classes.set(new exported(firstCode).name, exported)
    }
  }
  return classes
}

interface DocRow {
  section: string
  anchor: string | undefined
  code: string
  text: string
  cells: string[]
  line: string
}

/** The table rows of docs/errors.md whose first cell is a code, with the `## ` section they sit in. */
function parseDoc(markdown: string): DocRow[] {
  const rows: DocRow[] = []
  let section = ''
  for (const line of markdown.split('\n')) {
    const heading = /^## (.+)$/.exec(line)
    if (heading) section = heading[1]!.trim()
    if (!line.startsWith('|')) continue
    const cells = line.split(/(?<!\\)\|/).slice(1, -1).map((cell) => cell.trim().replace(/\\\|/g, '|'))
    const first = /^(?:<a id="([^"]+)"><\/a>)?`([A-Z0-9_]+)`$/.exec(cells[0] ?? '')
    if (!first) continue
    rows.push({ section, anchor: first[1], code: first[2]!, text: cells[1] ?? '', cells, line })
  }
  return rows
}

const classes = await loadErrorClasses()
const rows = parseDoc(DOC)
const anchors = [...DOC.matchAll(/<a id="([^"]+)"><\/a>/g)].map((match) => match[1]!)
const documented = [...classes].flatMap(([name, errorClass]) =>
  Object.entries(errorClass.messages).map(([code, text]) => ({ name, errorClass, code, text })),
)

describe('docs/errors.md', () => {
  it('rule: every error family of core/errors is found, including the SPEC ones', () => {
    expect([...classes.keys()]).toEqual(expect.arrayContaining([
      'KernelError', 'OptionsError', 'AlertError', 'ConnectionError', 'SendError', 'EmbeddedWalletError', 'ChainError',
    ]))
    expect(rows.length).toBeGreaterThanOrEqual(documented.length)
  })

  it('rule: the intro explains every PorticoError field', () => {
    const intro = DOC.slice(0, DOC.indexOf('## KernelError'))
    for (const field of ['`code`', '`shortMessage`', '`details`', '`docsPath`', '`cause`', '`walk(']) expect(intro).toContain(field)
  })

  it.each(documented.map((entry) => [`${entry.name}.${entry.code}`, entry] as const))(
    'rule: %s is documented in its class section with its exact text, a reason and a remedy',
    (_label, { name, code, text }) => {
      const matches = rows.filter((row) => row.section === name && row.code === code)
      expect(matches, `one row for ${code} under "## ${name}"`).toHaveLength(1)
      const [row] = matches
      expect(row!.text).toBe(text)
      expect(row!.cells).toHaveLength(4)
      expect(row!.cells[2]!.length, 'when it happens').toBeGreaterThan(10)
      expect(row!.cells[3]!.length, 'what to do').toBeGreaterThan(10)
    },
  )

  it.each(documented.map((entry) => [`${entry.name}.${entry.code}`, entry] as const))(
    "rule: %s has exactly one anchor, the one its docsPath points to",
    (_label, { errorClass, code }) => {
      const error = new errorClass(code)
      const anchor = code.toLowerCase()
      expect(error.docsPath).toBe(`docs/errors.md#${anchor}`)
      expect(anchors.filter((id) => id === anchor)).toHaveLength(1)
      const rowsOfCode = rows.filter((row) => row.code === code)
      expect(rowsOfCode.filter((row) => row.anchor === anchor)).toHaveLength(1)
      for (const row of rowsOfCode.filter((r) => r.anchor === undefined)) expect(row.line).toContain(`](#${anchor})`)
    },
  )

  it('rule: the page lists no code, section or anchor that core/errors does not have', () => {
    const known = new Set(documented.map(({ name, code }) => `${name}.${code}`))
    expect(rows.map((row) => `${row.section}.${row.code}`).filter((key) => !known.has(key))).toEqual([])
    const codes = new Set(documented.map(({ code }) => code.toLowerCase()))
    expect(anchors.filter((id) => !codes.has(id))).toEqual([])
    const sections = [...DOC.matchAll(/^## (\w+Error)$/gm)].map((match) => match[1]!)
    expect(sections.filter((section) => !classes.has(section))).toEqual([])
    expect(new Set(sections).size).toBe(sections.length)
  })

  it.each(Object.entries(alerts).filter(([, alert]) => 'description' in alert))(
    "rule: the alert %s shows its second line in its row",
    (code, alert) => {
      const row = rows.find((r) => r.section === 'AlertError' && r.code === code)
      expect(row?.line).toContain(`"${(alert as { description: string }).description}"`)
    },
  )
})

describe('the doc parser itself', () => {
  it('rule: a row keeps its anchor, code and text, and escaped pipes stay in the text', () => {
    const [row] = parseDoc('## XError\n| Code | Text | When | Do |\n|---|---|---|---|\n| <a id="a_b"></a>`A_B` | one \\| two | w | d |\n')
    expect(row).toMatchObject({ section: 'XError', anchor: 'a_b', code: 'A_B', text: 'one | two' })
  })

  it('rule: header and separator rows are not codes', () => {
    expect(parseDoc('| Code | Text |\n|---|---|\n')).toEqual([])
  })
})
