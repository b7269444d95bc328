// `npm run check:package`, after `npm run build`: the packed tarball, as a site would install it, is
// checked by the two linters the ecosystem uses for this. publint reads package.json against the
// packed files (exports that point at missing files, wrong `type`, fields that need a file). attw
// (@arethetypeswrong/cli) resolves every entry's types as TypeScript would under node16 and bundler
// resolution, which publint does not do. Profile esm-only: Portico ships no CommonJS build on purpose
// (`"type": "module"`, `import` conditions only), so the node10 and require-from-CJS rows are moot.
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { packPackage } from './packPackage.js'

const root = join(import.meta.dirname, '..')
const bin = (name: string) => join(root, 'node_modules', '.bin', name)

/** attw cannot expand the `./plugins/*` pattern itself, so each built-in plugin entry is named. */
function pluginEntrypoints(): string[] {
  return readdirSync(join(root, 'plugins')).flatMap((name) => [
    ...(existsSync(join(root, 'plugins', name, 'index.ts')) ? [`./plugins/${name}`] : []),
    ...(existsSync(join(root, 'plugins', name, 'react', 'index.ts')) ? [`./plugins/${name}/react`] : []),
  ])
}

const packed = packPackage(root)
try {
  execFileSync(bin('publint'), ['run', packed.tarball, '--strict'], { stdio: 'inherit' })
  execFileSync(bin('attw'), [packed.tarball, '--profile', 'esm-only', '--include-entrypoints', ...pluginEntrypoints()], { stdio: 'inherit' })
} catch {
  // Both tools have printed what is wrong; the stack trace of the child process adds nothing.
  process.exitCode = 1
} finally {
  packed.remove()
}
