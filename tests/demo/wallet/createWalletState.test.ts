import { describe, expect, it } from 'vitest'
import { createWalletState } from '../../../demo/wallet/createWalletState.js'
import type { WalletChain } from '../../../demo/wallet/WalletChain.js'
import { memoryStorage } from './walletFixture.js'

const chain = (chainId: number, rpcUrl: string): WalletChain => ({
  chainId, name: `Chain ${chainId}`, rpcUrl, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
})
const configured = [chain(31337, 'http://127.0.0.1:8545'), chain(31338, 'http://127.0.0.1:8546')]
const open = (storage = memoryStorage()) =>
  createWalletState({ storage, storageKey: 'w', configuredChains: configured, accountCount: 2 })

describe('createWalletState', () => {
  it('rule: a new wallet knows only the first configured network, account 1, no site, auto-approve off', () => {
    expect(open().get()).toEqual({ selectedAccount: 0, chainId: 31337, chains: [configured[0]], permissions: {}, solanaSites: [], autoApprove: false })
  })

  it('rule: every change is saved, and a new wallet over the same storage starts where the last one was', () => {
    const storage = memoryStorage()
    const first = open(storage)
    first.update((s) => ({ ...s, chains: [...s.chains, configured[1]!], chainId: 31338, selectedAccount: 1, permissions: { 'http://a': ['0x1'] } }))
    expect(open(storage).get()).toEqual(first.get())
  })

  it('rule: a saved chain that the demo configures takes the configured RPC url (the devnet moved)', () => {
    const storage = memoryStorage()
    storage.setItem('w', JSON.stringify({ chainId: 31338, chains: [chain(31338, 'http://127.0.0.1:9999')] }))
    const state = open(storage).get()
    expect(state.chains.map((c) => c.rpcUrl)).toEqual(['http://127.0.0.1:8545', 'http://127.0.0.1:8546'])
    expect(state.chainId).toBe(31338)
  })

  it('rule: broken or hostile saved state falls back to defaults field by field', () => {
    const storage = memoryStorage()
    storage.setItem('w', JSON.stringify({
      selectedAccount: 7, chainId: 1, autoApprove: 'yes',
      chains: [{ chainId: -1 }, 'x', chain(5, 'http://127.0.0.1:1')],
      permissions: { 'http://a': 'all', 'http://b': [], 'http://c': ['0xabc'] },
      solanaSites: ['http://d', 7],
    }))
    const state = open(storage).get()
    expect(state).toEqual({
      selectedAccount: 0, chainId: 31337, autoApprove: false,
      chains: [configured[0], chain(5, 'http://127.0.0.1:1')],
      permissions: { 'http://c': ['0xabc'] },
      solanaSites: ['http://d'],
    })
    storage.setItem('w', '{not json')
    expect(open(storage).get().chainId).toBe(31337)
  })

  it('rule: listeners hear each change with the previous state; an unchanged state notifies no one', () => {
    const state = open()
    const heard: [number, number][] = []
    const off = state.subscribe((next, previous) => heard.push([previous.selectedAccount, next.selectedAccount]))
    state.update((s) => ({ ...s, selectedAccount: 1 }))
    state.update((s) => s)
    off()
    state.update((s) => ({ ...s, selectedAccount: 0 }))
    expect(heard).toEqual([[0, 1]])
  })
})
