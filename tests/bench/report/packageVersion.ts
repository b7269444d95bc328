import { readFileSync } from 'node:fs'
import path from 'node:path'

/** The installed version of `name` under `nodeModules`, or undefined when it is not there. */
export function packageVersion(nodeModules: string, name: string): string | undefined {
  try {
    return (JSON.parse(readFileSync(path.join(nodeModules, name, 'package.json'), 'utf8')) as { version?: string }).version
  } catch {
    return undefined
  }
}
