import { describe, expect, it } from 'vitest'
import { namespaceNamings as namings } from '../../helpers/namespaceNamings.js'

/**
 * WalletConnect carries every namespace's session and speaks for none (issue 35): what a namespace
 * asks a remote wallet for, how its chain ids read and the provider it makes are its chain plugin's
 * (`remote` in its registration). So no file of the plugin names a namespace, its chain family or
 * its provider standard, in code or in comments: a Polkadot plugin added later works over
 * WalletConnect without an edit here.
 */
describe('plugins/walletconnect', () => {
  it('rule: no file of the plugin names a namespace', () => {
    expect(namings('plugins/walletconnect')).toEqual([])
  })

  it('rule: the check finds a namespace where one is named (the evm plugin names its own)', () => {
    expect(namings('plugins/evm').length).toBeGreaterThan(0)
  })
})
