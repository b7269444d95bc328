import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { REPO_ROOT } from '../helpers/sourceImports.js'

const doc = readFileSync(path.join(REPO_ROOT, 'docs/react.md'), 'utf8')
const entry = readFileSync(path.join(REPO_ROOT, 'react/index.ts'), 'utf8')
const hooks = [...entry.matchAll(/export \{ (use\w+)/g)].map((match) => match[1]!)

describe('docs/react.md', () => {
  it('rule: every hook portico/react exports has its row with a one-line example', () => {
    expect(hooks.length).toBeGreaterThan(10)
    const rows = new Map([...doc.matchAll(/^\| `(use\w+)` \| (.+) \|$/gm)].map((match) => [match[1]!, match[2]!]))
    expect(hooks.filter((hook) => !rows.get(hook)?.includes(`${hook}(`))).toEqual([])
  })

  it('rule: it lists no hook that portico/react does not export', () => {
    const rows = [...doc.matchAll(/^\| `(use\w+)` \|/gm)].map((match) => match[1]!)
    expect(rows.filter((hook) => !hooks.includes(hook))).toEqual([])
  })
})
