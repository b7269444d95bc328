import { readFileSync } from 'node:fs'
import path from 'node:path'
import { REPO_ROOT } from './sourceImports.js'

/**
 * Module specifiers a file (relative to the repository) imports at its top level, type-only
 * imports and import() left out: what loads with the file, which importsOf (TypeScript's
 * pre-processor) does not tell apart.
 */
export function staticImports(file: string): string[] {
  const source = readFileSync(path.join(REPO_ROOT, file), 'utf8')
  const found: string[] = []
  for (const match of source.matchAll(/^\s*(import|export)\s+(?!type\b)[^;]*?\bfrom\s+['"]([^'"]+)['"]/gm)) found.push(match[2]!)
  for (const match of source.matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm)) found.push(match[1]!)
  return found
}
