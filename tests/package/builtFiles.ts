import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'

/** The repository root, whose dist/ `npm run build` wrote and whose package.json a site resolves. */
export const REPO_ROOT = join(import.meta.dirname, '..', '..')
export const DIST = join(REPO_ROOT, 'dist')

/**
 * Every file under dist/ whose name ends with `suffix`. The package tests judge the build that
 * `npm test` made just before them; a missing dist/ is an error that says so, never an empty pass.
 */
export function builtFiles(suffix: string): string[] {
  if (!existsSync(DIST)) throw new Error('dist/ is missing: run `npm run build` before the package tests')
  return readdirSync(DIST, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith(suffix))
    .map((name) => join(DIST, name))
}
