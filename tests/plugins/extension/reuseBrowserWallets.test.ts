import { describe, expect, it } from 'vitest'
import type { BrowserWallet } from '../../../core/types/browserWallet.js'
import { reuseBrowserWallets } from '../../../plugins/extension/reuseBrowserWallets.js'

const wallet = (id: string, extra: Partial<BrowserWallet> = {}): BrowserWallet => ({
  id, name: id, multiChain: false, connectors: [{ id, name: id, type: 'ANNOUNCED', chain: 'eip155', info: { rdns: id } }], ...extra,
})

describe('reuseBrowserWallets', () => {
  it('rule: an equal result is the previous array itself', () => {
    const previous = [wallet('a'), wallet('b')]
    expect(reuseBrowserWallets(previous, [wallet('a'), wallet('b')])).toBe(previous)
    expect(reuseBrowserWallets([], [])).toEqual([])
  })

  it('rule: a changed result is new, and keeps the previous object of every wallet that did not change', () => {
    const previous = [wallet('a'), wallet('b')]
    const next = reuseBrowserWallets(previous, [wallet('a'), wallet('b', { icon: 'https://x.test/b.png' }), wallet('c')])
    expect(next).not.toBe(previous)
    expect(next[0]).toBe(previous[0])
    expect(next[1]).toEqual(wallet('b', { icon: 'https://x.test/b.png' }))
    expect(next.map((entry) => entry.id)).toEqual(['a', 'b', 'c'])
  })

  it('rule: any field of a wallet or of its connectors counts as a change, and so does the order', () => {
    const previous = [wallet('a'), wallet('b')]
    const changes: BrowserWallet[][] = [
      [wallet('b'), wallet('a')],
      [wallet('a', { name: 'A' }), wallet('b')],
      [wallet('a', { multiChain: true }), wallet('b')],
      [wallet('a', { rdns: 'a' }), wallet('b')],
      [wallet('a', { connectors: [{ id: 'a', name: 'a', type: 'INJECTED', chain: 'eip155', info: { rdns: 'a' } }] }), wallet('b')],
      [wallet('a', { connectors: [{ id: 'a', name: 'a', type: 'ANNOUNCED', chain: 'eip155', info: { rdns: 'a', icon: 'x' } }] }), wallet('b')],
      [wallet('a', { connectors: [{ id: 'a', name: 'a', type: 'ANNOUNCED', chain: 'eip155' }] }), wallet('b')],
      [wallet('a')],
    ]
    for (const next of changes) expect(reuseBrowserWallets(previous, next)).not.toBe(previous)
  })
})
