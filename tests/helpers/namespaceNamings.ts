import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { REPO_ROOT, sourceFiles } from './sourceImports.js'

/** A namespace, its chain family or its provider standard, as a carrier plugin must never name them. */
const NAMESPACE_WORDS = /\b(eip155|solana|polkadot|bip122|cosmos|evm|eip-?1193|ethereum|bitcoin)\b/i

/** Every line of `dir`'s source (code and comments) that names a namespace, as `file:line text`. */
export function namespaceNamings(dir: string): string[] {
  return sourceFiles(dir).flatMap((file) => readFileSync(join(REPO_ROOT, file), 'utf8')
    .split('\n')
    .flatMap((line, index) => (NAMESPACE_WORDS.test(line) ? [`${file}:${index + 1} ${line.trim()}`] : [])))
}
