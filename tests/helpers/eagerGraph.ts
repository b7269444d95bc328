import { existsSync } from 'node:fs'
import path from 'node:path'
import { REPO_ROOT } from './sourceImports.js'
import { staticImports } from './staticImports.js'

function resolveModule(from: string, specifier: string): string {
  if (!specifier.startsWith('.')) return specifier
  const base = path.resolve(path.dirname(from), specifier).replace(/\.js$/, '')
  const file = ['.ts', '.tsx'].map((extension) => base + extension).find(existsSync)
  if (!file) throw new Error(`cannot resolve ${specifier} from ${from}`)
  return file
}

/**
 * Every module a site loads with a static import of `entry` (relative to the repository), before
 * any import() runs, in the order the walk meets them: repository-relative paths for files,
 * specifiers for packages (whose own imports are not followed).
 */
export function eagerGraph(entry: string): string[] {
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    if (!path.isAbsolute(file)) return
    for (const specifier of staticImports(path.relative(REPO_ROOT, file))) visit(resolveModule(file, specifier))
  }
  visit(path.join(REPO_ROOT, entry))
  return [...seen].map((id) => (path.isAbsolute(id) ? path.relative(REPO_ROOT, id) : id))
}
