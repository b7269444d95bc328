import { describe, expect, it } from 'vitest'
import { namespaceNamings as namings } from '../../helpers/namespaceNamings.js'

/**
 * A login plugin names no namespace (DESIGN: Plugins): the email login reaches every chain through
 * the embedded wallet's service, so a chain the frame serves later needs no edit here.
 */
describe('plugins/email', () => {
  it('rule: no file of the plugin names a namespace', () => {
    expect(namings('plugins/email')).toEqual([])
  })

  it('rule: the check finds a namespace where one is named (the solana plugin names its own)', () => {
    expect(namings('plugins/solana').length).toBeGreaterThan(0)
  })
})
