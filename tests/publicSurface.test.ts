import { readdirSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { REPO_ROOT } from './helpers/sourceImports.js'

/** The package's entries: portico/core, portico/react, each plugin (and its react entry, when it has one), portico/vite and portico/next. */
function entries(): string[] {
  const plugins = readdirSync(path.join(REPO_ROOT, 'plugins'), { withFileTypes: true }).filter((entry) => entry.isDirectory())
  const pluginEntries = plugins.flatMap(({ name }) => ['index.ts', 'react/index.ts'].map((file) => `plugins/${name}/${file}`))
  return ['core/index.ts', 'react/index.ts', ...pluginEntries, 'bundler/vite.ts', 'bundler/next.ts'].filter((file) => ts.sys.fileExists(path.join(REPO_ROOT, file)))
}

/** Each entry's exported names, each marked as a value (something a site runs) or a type. */
function surface(): Record<string, string[]> {
  const config = ts.getParsedCommandLineOfConfigFile(path.join(REPO_ROOT, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} })
  if (!config) throw new Error('tsconfig.json could not be read')
  const files = entries()
  const program = ts.createProgram(files.map((file) => path.join(REPO_ROOT, file)), { ...config.options, noEmit: true })
  const checker = program.getTypeChecker()
  return Object.fromEntries(files.map((file) => {
    const source = program.getSourceFile(path.join(REPO_ROOT, file))
    const symbol = source && checker.getSymbolAtLocation(source)
    const exported = symbol ? checker.getExportsOfModule(symbol) : []
    const names = exported.map((item) => {
      const target = item.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(item) : item
      return `${item.name}: ${target.flags & ts.SymbolFlags.Value ? 'value' : 'type'}`
    })
    return [file, names.sort()]
  }))
}

describe('public surface', () => {
  it('rule: the exports of portico/core, portico/react and each plugin change only on purpose (update the snapshot with -u)', async () => {
    await expect(JSON.stringify(surface(), null, 2)).toMatchFileSnapshot('./__snapshots__/publicSurface.json')
    // A whole type-checked program of every entry: seconds on a busy two-core machine.
  }, 60_000)
})
