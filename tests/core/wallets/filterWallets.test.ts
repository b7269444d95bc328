import { describe, expect, it } from 'vitest'
import { filterWallets } from '../../../core/wallets/filterWallets.js'
import { listing } from './walletsServer.js'

const named = (...names: string[]) => names.map((name, index) => listing(`id${index}`, { name }))
const names = (list: readonly { name: string }[]) => list.map((wallet) => wallet.name)

describe('filterWallets', () => {
  it('rule: names starting with the query rank before names that only contain it', () => {
    const wallets = named('Trust Wallet', 'Rainbow', 'MetaMask', 'Wallet One', 'Coin Wallet', 'Phantom')
    expect(names(filterWallets(wallets, 'wallet'))).toEqual(['Wallet One', 'Trust Wallet', 'Coin Wallet'])
  })

  it('rule: the match ignores case and surrounding spaces', () => {
    const wallets = named('MetaMask', 'metamask flask', 'Rainbow')
    expect(names(filterWallets(wallets, '  METAMASK '))).toEqual(['MetaMask', 'metamask flask'])
  })

  it('rule: each rank keeps the list’s own order', () => {
    const wallets = named('xa', 'ab', 'ya', 'aa')
    expect(names(filterWallets(wallets, 'a'))).toEqual(['ab', 'aa', 'xa', 'ya'])
  })

  it('rule: a blank query keeps every wallet, and no match gives an empty list', () => {
    const wallets = named('A', 'B')
    expect(filterWallets(wallets, '  ')).toBe(wallets)
    expect(filterWallets(wallets, 'zzz')).toEqual([])
  })
})
