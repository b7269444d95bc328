import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { DIST, REPO_ROOT, builtFiles } from './builtFiles.js'

/** portico/react and every plugin's react entry that the sources have, as the build writes them. */
function builtReactEntries(): string[] {
  builtFiles('.js') // fails on a missing dist/ rather than finding no entries
  const plugins = ts.sys.getDirectories(join(REPO_ROOT, 'plugins'))
    .filter((name) => existsSync(join(REPO_ROOT, 'plugins', name, 'react', 'index.ts')))
    .map((name) => join('plugins', name, 'react', 'index.js'))
  return [join('react', 'index.js'), ...plugins]
}

/** The text of the file's first statement when it is a directive such as 'use client'. */
function leadingDirective(file: string): string | undefined {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false, ts.ScriptKind.JS)
  const first = source.statements[0]
  return first && ts.isExpressionStatement(first) && ts.isStringLiteral(first.expression) ? first.expression.text : undefined
}

// Next.js App Router treats a module as client code only when 'use client' is its first statement;
// without it a Server Component page that imports ConnectButton fails on the server.
describe("'use client' in the build", () => {
  it("rule: every React entry of the package begins with the 'use client' directive", () => {
    const entries = builtReactEntries()
    const found = entries.map((entry) => [entry, existsSync(join(DIST, entry)) ? leadingDirective(join(DIST, entry)) : 'missing'])
    expect(found).toEqual(entries.map((entry) => [entry, 'use client']))
  })
})
