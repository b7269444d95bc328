import { describe, expect, it } from 'vitest'
import type { ConnectorInfo, BrowserWallet } from '../../../core/types/connector.js'
import { mergeBrowserWallets, reuseBrowserWallets } from '../../../plugins/extension/mergeBrowserWallets.js'

/** The chain plugins mark their browser wallets' connectors installed; a pairing's or a login's are not. */
const BROWSER_TYPES = new Set(['ANNOUNCED', 'INJECTED', 'MULTI_CHAIN'])
const connector = (id: string, extra: Partial<ConnectorInfo> = {}): ConnectorInfo => {
  const made: ConnectorInfo = { id, name: id, type: 'ANNOUNCED', chain: 'eip155', ...extra }
  return { installed: BROWSER_TYPES.has(made.type), ...made }
}

/** Each wallet as `id: connectorId@namespace, ...` for short, readable expectations. */
const summary = (wallets: ReturnType<typeof mergeBrowserWallets>) =>
  wallets.map((wallet) => `${wallet.id}: ${wallet.connectors.map((c) => `${c.id}@${c.chain}`).join(', ')}`)

describe('mergeBrowserWallets', () => {
  it('rule: only installed connectors become browser wallets, whatever their type', () => {
    const wallets = mergeBrowserWallets([
      connector('a', { type: 'ANNOUNCED' }),
      connector('wc', { type: 'WALLET_CONNECT' }),
      connector('b', { type: 'INJECTED' }),
      connector('auth', { type: 'AUTH' }),
      connector('c', { type: 'MULTI_CHAIN' }),
      connector('d', { type: 'SOME_STANDARD', installed: true }),
    ])
    expect(summary(wallets)).toEqual(['name:a: a@eip155', 'name:b: b@eip155', 'name:c: c@eip155', 'name:d: d@eip155'])
  })

  it('rule: connectors with one rdns are one wallet across namespaces, marked multi-chain, in the kernel namespace order', () => {
    const wallets = mergeBrowserWallets([
      connector('phantom-sol', { name: 'Phantom', chain: 'solana', info: { rdns: 'app.phantom' } }),
      connector('app.phantom', { name: 'Phantom', chain: 'eip155', info: { rdns: 'app.phantom', icon: 'data:image/png;base64,AA' } }),
      connector('io.metamask', { name: 'MetaMask', info: { rdns: 'io.metamask' } }),
    ], ['eip155', 'solana'])
    expect(summary(wallets)).toEqual(['app.phantom: app.phantom@eip155, phantom-sol@solana', 'io.metamask: io.metamask@eip155'])
    expect(wallets.map((wallet) => [wallet.name, wallet.rdns, wallet.multiChain])).toEqual([
      ['Phantom', 'app.phantom', true],
      ['MetaMask', 'io.metamask', false],
    ])
    expect(wallets[0]!.icon).toBe('data:image/png;base64,AA')
  })

  it('rule: a connector without rdns joins the only wallet whose connectors carry its name (case and spacing aside)', () => {
    const wallets = mergeBrowserWallets([
      connector('app.phantom', { name: 'Phantom', info: { rdns: 'app.phantom' } }),
      connector('standard:phantom', { name: ' phantom ', chain: 'solana' }),
    ], ['eip155', 'solana'])
    expect(summary(wallets)).toEqual(['app.phantom: app.phantom@eip155, standard:phantom@solana'])
  })

  it('rule: a name shared by two rdns ids is ambiguous, so a connector without rdns keeps to its name', () => {
    const wallets = mergeBrowserWallets([
      connector('one', { name: 'Clone', info: { rdns: 'dev.one' } }),
      connector('two', { name: 'Clone', info: { rdns: 'dev.two' } }),
      connector('three', { name: 'clone', chain: 'solana' }),
    ])
    expect(summary(wallets)).toEqual(['dev.one: one@eip155', 'dev.two: two@eip155', 'name:clone: three@solana'])
  })

  it('rule: connectors without rdns go together by name, and the wallet id is name: and the name in lower case', () => {
    const wallets = mergeBrowserWallets([
      connector('x-evm', { name: 'Xwallet', type: 'INJECTED' }),
      connector('x-sol', { name: 'XWALLET', chain: 'solana' }),
    ], ['eip155', 'solana'])
    expect(summary(wallets)).toEqual(['name:xwallet: x-evm@eip155, x-sol@solana'])
    expect(wallets[0]!.multiChain).toBe(true)
  })

  it('rule: a legacy injected connector named like an announced one of its namespace gives way to it', () => {
    const wallets = mergeBrowserWallets([
      connector('injected', { name: 'MetaMask', type: 'INJECTED' }),
      connector('io.metamask', { name: 'MetaMask', info: { rdns: 'io.metamask' } }),
    ])
    expect(summary(wallets)).toEqual(['io.metamask: io.metamask@eip155'])
  })

  it('rule: a legacy injected connector named like an announced one of another namespace only is a wallet of its own namespace', () => {
    const wallets = mergeBrowserWallets([
      connector('injected', { name: 'Browser Wallet', type: 'INJECTED' }),
      connector('io.metamask', { name: 'MetaMask', info: { rdns: 'io.metamask' } }),
    ])
    expect(summary(wallets)).toEqual(['name:browser wallet: injected@eip155', 'io.metamask: io.metamask@eip155'])
  })

  it('rule: per namespace a wallet keeps one connector, announced before multi-chain before injected, then the first found', () => {
    const wallets = mergeBrowserWallets([
      connector('inj', { name: 'W', type: 'INJECTED', info: { rdns: 'dev.w' } }),
      connector('multi', { name: 'W', type: 'MULTI_CHAIN', info: { rdns: 'dev.w' } }),
      connector('ann-1', { name: 'W', info: { rdns: 'dev.w' } }),
      connector('ann-2', { name: 'W', info: { rdns: 'dev.w' } }),
      connector('sol-inj', { name: 'W', type: 'INJECTED', chain: 'solana', info: { rdns: 'dev.w' } }),
      connector('sol-multi', { name: 'W', type: 'MULTI_CHAIN', chain: 'solana', info: { rdns: 'dev.w' } }),
    ], ['eip155', 'solana'])
    expect(summary(wallets)).toEqual(['dev.w: ann-1@eip155, sol-multi@solana'])
  })

  it('rule: the name and icon come from the first announced connector, the icon from another when it has none', () => {
    const wallets = mergeBrowserWallets([
      connector('legacy', { name: 'Legacy Name', type: 'INJECTED', chain: 'solana', info: { rdns: 'dev.w', icon: 'https://x.test/legacy.png' } }),
      connector('announced', { name: '  Real Name ', info: { rdns: 'dev.w' } }),
    ], ['eip155', 'solana'])
    expect(wallets).toHaveLength(1)
    expect(wallets[0]).toMatchObject({ name: 'Real Name', icon: 'https://x.test/legacy.png' })
  })

  it('rule: wallets come in the order their first connector was found; namespaces the kernel lacks come last', () => {
    const wallets = mergeBrowserWallets([
      connector('b-cosmos', { name: 'B', chain: 'cosmos' }),
      connector('a', { name: 'A' }),
      connector('b-evm', { name: 'B' }),
    ], ['eip155'])
    expect(summary(wallets)).toEqual(['name:b: b-evm@eip155, b-cosmos@cosmos', 'name:a: a@eip155'])
  })

  it('rule: the wallet holds plain descriptions, without the methods a source hung on its connectors', () => {
    const live = { ...connector('io.metamask', { info: { rdns: 'io.metamask' } }), connect: async () => ({}), extra: 1 }
    const [wallet] = mergeBrowserWallets([live])
    expect(wallet!.connectors[0]).toEqual({ id: 'io.metamask', name: 'io.metamask', type: 'ANNOUNCED', chain: 'eip155', info: { rdns: 'io.metamask' } })
  })

  it('rule: no browser connector, no browser wallet', () => {
    expect(mergeBrowserWallets([])).toEqual([])
    expect(mergeBrowserWallets([connector('wc', { type: 'WALLET_CONNECT' })])).toEqual([])
  })
})

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
