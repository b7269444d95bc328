import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { REPO_ROOT } from '../helpers/sourceImports.js'

const doc = readFileSync(path.join(REPO_ROOT, 'docs/plugins.md'), 'utf8')
const contract = [
  'core/kernel/types.ts', 'core/kernel/contributions.ts', 'core/index.ts', 'react/index.ts', 'core/constants/namespaces.ts',
  'core/router/ViewRegistry.ts', 'core/types/account.ts', 'core/types/connector.ts', 'core/options/types.ts', 'core/events/KernelEvents.ts',
]
  .map((file) => readFileSync(path.join(REPO_ROOT, file), 'utf8')).join('\n')

describe('docs/plugins.md', () => {
  it('rule: every repository path it names exists', () => {
    const paths = [...doc.matchAll(/`((?:core|react|plugins|tests|docs)\/[\w./-]+)`/g)].map((match) => match[1]!)
    expect(paths.length).toBeGreaterThan(3)
    expect(paths.filter((file) => !existsSync(path.join(REPO_ROOT, file)))).toEqual([])
  })

  it('rule: every ctx method it names is on the plugin context', () => {
    const methods = [...new Set([...doc.matchAll(/ctx\.(\w+)/g)].map((match) => match[1]!))]
    const context = readFileSync(path.join(REPO_ROOT, 'core/kernel/types.ts'), 'utf8')
    const block = context.slice(context.indexOf('export interface PluginContext'), context.indexOf('export interface Plugin {'))
    expect(methods.length).toBeGreaterThan(5)
    expect(methods.filter((method) => !new RegExp(`\\b${method}\\b`).test(block))).toEqual([])
  })

  it('rule: every registry and kit name it names is part of the contract', () => {
    const names = [...doc.matchAll(/`(\w+(?:Registry|Props|Snapshot)|syncAccount|updateChain|findConnector|withTimeout|codedErrorClass|definePlugin)`/g)].map((match) => match[1]!)
    expect(names.length).toBeGreaterThan(5)
    expect(names.filter((name) => !new RegExp(`\\b${name}\\b`).test(contract))).toEqual([])
  })

  it('rule: its code excerpts are taken from the toy chain as it is', () => {
    const toy = ['tests/fixtures/toychain/index.ts', 'tests/fixtures/toychain/react/index.tsx']
      .map((file) => readFileSync(path.join(REPO_ROOT, file), 'utf8')).join('\n')
    const excerpts = [...doc.matchAll(/```tsx?\n\/\/ tests\/fixtures\/toychain\/[^\n]+\n([\s\S]*?)```/g)].map((match) => match[1]!)
    expect(excerpts.length).toBeGreaterThanOrEqual(2)
    const squash = (text: string) => text.replace(/\s+/g, ' ').trim()
    for (const excerpt of excerpts) expect(squash(toy)).toContain(squash(excerpt))
  })
})
