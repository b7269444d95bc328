import { describe, expect, it } from 'vitest'
import { namespaceNamings as namings } from '../../helpers/namespaceNamings.js'

/**
 * The embedded wallet carries every namespace's session and speaks for none, as WalletConnect
 * does (issue 36): which chains the frame serves on a namespace and which methods it answers
 * there are the chain plugin's (`remote.embedded`). So a
 * chain plugin added later gets an embedded wallet by declaring it, with no edit here.
 */
describe('plugins/embeddedwallet', () => {
  it('rule: no file of the embedded wallet plugin names a namespace', () => {
    expect(namings('plugins/embeddedwallet')).toEqual([])
  })

  it('rule: the check finds a namespace where one is named (the solana plugin names its own)', () => {
    expect(namings('plugins/solana').length).toBeGreaterThan(0)
  })
})
