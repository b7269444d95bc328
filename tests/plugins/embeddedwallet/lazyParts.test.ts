import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { eagerGraph } from '../../helpers/eagerGraph.js'

const ROOT = join(import.meta.dirname, '../../..')

describe('what a site pays for importing the embedded wallet and email login', () => {
  it('rule: the static import graph of plugins/embeddedwallet reaches neither the frame client, the protocol schemas (zod), nor React', () => {
    const eager = eagerGraph('plugins/embeddedwallet/index.ts')
    const lazyOnly = eager.filter((id) => id.startsWith('zod') || id === 'react' || id.startsWith('react/') ||
      /^plugins\/embeddedwallet\/(frame\/createFrameClient|protocol\/|wallet\/create)/.test(id))
    expect(lazyOnly).toEqual([])
    // The walk itself works: the eager part it must find is there.
    expect(eager).toEqual(expect.arrayContaining(['plugins/embeddedwallet/embeddedWallet.ts', 'plugins/embeddedwallet/wallet/lazyFrameWallet.ts', 'portico/core']))
  })

  it('rule: the email login reaches nothing of the embedded wallet but through the service', () => {
    const eager = eagerGraph('plugins/email/index.ts')
    expect(eager.filter((id) => id.startsWith('zod') || id.includes('embeddedwallet') || id.startsWith('react'))).toEqual([])
    expect(eager).toEqual(expect.arrayContaining(['plugins/email/email.ts', 'plugins/email/isEmailAddress.ts']))
  })

  it("rule: the email login's code (the address rule, the cool-down, the address change) loads with the first submit, not with the page", () => {
    // The plugin's own module (the index also exports the address rule for sites, shaken out when unused).
    const eager = eagerGraph('plugins/email/email.ts')
    expect(eager.filter((id) => /^plugins\/email\/(createEmail|isEmailAddress)/.test(id))).toEqual([])
    const entry = readFileSync(join(ROOT, 'plugins/email/email.ts'), 'utf8')
    expect(entry).toContain("import('./createEmailLogin.js')")
  })

  it('rule: the wallet part that creates the frame is loaded only with import()', () => {
    const entry = readFileSync(join(ROOT, 'plugins/embeddedwallet/embeddedWallet.ts'), 'utf8')
    expect(entry).toContain("import('./wallet/createFrameWallet.js')")
    expect(eagerGraph('plugins/embeddedwallet/wallet/createFrameWallet.ts')).toEqual(expect.arrayContaining(['plugins/embeddedwallet/protocol/frameProtocol.ts', 'zod/mini']))
  })
})
