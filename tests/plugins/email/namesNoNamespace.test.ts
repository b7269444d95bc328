import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { sourceFiles } from '../../helpers/sourceImports.js'

/**
 * A login plugin names no namespace (DESIGN: Plugins): the email login reaches every chain through
 * the embedded wallet's service, so a chain the frame serves later needs no edit here.
 */
const NAMESPACE_WORDS = /\b(eip155|solana|polkadot|bip122|cosmos|evm|eip-?1193|ethereum|bitcoin)\b/i

const namings = (dir: string) => sourceFiles(dir).flatMap((file) => readFileSync(new URL(`../../../${file}`, import.meta.url), 'utf8')
  .split('\n')
  .flatMap((line, index) => (NAMESPACE_WORDS.test(line) ? [`${file}:${index + 1} ${line.trim()}`] : [])))

describe('plugins/email', () => {
  it('rule: no file of the plugin names a namespace', () => {
    expect(namings('plugins/email')).toEqual([])
  })

  it('rule: the check finds a namespace where one is named (the embedded wallet names those its frame serves)', () => {
    expect(namings('plugins/embeddedwallet').length).toBeGreaterThan(0)
  })
})
