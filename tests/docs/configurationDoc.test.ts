import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { defaultFeatures } from '../../core/options/defaultOptions.js'
import { WALLETCONNECT_DEFAULTS } from '../../plugins/walletconnect/options.js'

const doc = readFileSync(new URL('../../docs/configuration.md', import.meta.url), 'utf8')
const types = readFileSync(new URL('../../core/options/types.ts', import.meta.url), 'utf8')

/** The members of `interface KernelOptions` as the source declares them. */
function kernelOptionNames(): string[] {
  const body = types.slice(types.indexOf('export interface KernelOptions {'))
  const block = body.slice(0, body.indexOf('\n}\n'))
  return [...block.matchAll(/^ {2}([a-zA-Z]+)\??:/gm)].map(([, name]) => name!)
}

describe('docs/configuration.md', () => {
  it('rule: every option createKernel takes is in the options table', () => {
    const names = kernelOptionNames()
    expect(names.length).toBeGreaterThan(20)
    for (const name of names) expect(doc, name).toMatch(new RegExp(`^\\| [^|]*\`${name}\``, 'm'))
  })

  it("rule: the hosts section names walletConnect()'s default relay and hosted services, each with the option that changes it", () => {
    const section = doc.slice(doc.indexOf('## Hosts Portico contacts'))
    const rows = section.split('\n').filter((line) => line.startsWith('| `walletConnect()` |'))
    expect(section).toContain(WALLETCONNECT_DEFAULTS.relayUrl)
    for (const [host, option] of [['relay.walletconnect.org', 'relayUrl'], ['verify.walletconnect.org', 'verify'], ['pulse.walletconnect.org', 'telemetry']] as const) {
      expect(rows.some((row) => row.includes(host) && row.includes(`\`${option}`)), host).toBe(true)
    }
  })

  it('rule: every feature is in the features table', () => {
    for (const name of Object.keys(defaultFeatures())) expect(doc, name).toMatch(new RegExp(`^\\| [^|]*\`${name}\``, 'm'))
  })
})
