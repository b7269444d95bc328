import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { REPO_ROOT } from '../helpers/sourceImports.js'

const doc = readFileSync(path.join(REPO_ROOT, 'docs/self-hosting.md'), 'utf8')

/** Every environment variable the services read: `process.env.X`, `process.env['X']` and `readPort('X', …)`. */
function serviceEnvironmentVariables(): string[] {
  const sources = readdirSync(path.join(REPO_ROOT, 'services'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => readFileSync(path.join(REPO_ROOT, 'services', file), 'utf8'))
    .join('\n')
  const reads = /process\.env\.([A-Z][A-Z0-9_]*)|process\.env\[['"]([A-Z][A-Z0-9_]*)['"]\]|readPort\(['"]([A-Z][A-Z0-9_]*)['"]/g
  return [...new Set([...sources.matchAll(reads)].map((match) => (match[1] ?? match[2] ?? match[3])!))]
}

describe('docs/self-hosting.md', () => {
  it('rule: every environment variable a service reads is in one of its tables', () => {
    const names = serviceEnvironmentVariables()
    expect(names).toEqual(expect.arrayContaining(['PORT', 'DATABASE_URL', 'PORTICO_API_DATA_DIR', 'PORTICO_ALLOWED_ORIGINS']))
    for (const name of names) expect(doc, name).toMatch(new RegExp(`^\\| \`${name}\` \\|`, 'm'))
  })

  it('rule: every repository path it names exists', () => {
    const paths = [...doc.matchAll(/`((?:services|core|scripts|docs)\/[\w./-]+)`/g)].map((match) => match[1]!)
    expect(paths.length).toBeGreaterThan(5)
    expect(paths.filter((file) => !existsSync(path.join(REPO_ROOT, file)))).toEqual([])
  })
})
