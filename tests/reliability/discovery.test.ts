// @vitest-environment happy-dom
// The fault matrix of issue 5 for EIP-6963 discovery: wallets that announce twice, or with a
// hostile name or icon, as the Connect view shows them.
import { act, fireEvent } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { openModal } from '../../core/actions/modalActions.js'
import type { Kernel } from '../../core/kernel/types.js'
import type { Network } from '../../core/types/network.js'
import { announce, ICON, walletInfo, type TestProviderInfo } from '../plugins/evm/helpers/announceWallet.js'
import { MockEip1193Wallet } from '../plugins/evm/helpers/MockEip1193Wallet.js'
import { modalRoot } from '../react/helpers/modalDom.js'
import {
  eip155, expectModalUsable, expectUnchanged, findInModal, findView, fulfilment, held, modal, renderSite, snapshot, startEvmSite,
  tearDownFaults, until,
} from './faultKit.js'

const devnet: Network = {
  id: 31337,
  caipNetworkId: 'eip155:31337',
  chainNamespace: 'eip155',
  name: 'Portico Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
}

const kernels: Kernel[] = []
const cleanups: (() => void)[] = []
vi.setConfig({ testTimeout: 30_000 })
beforeEach(() => void vi.useFakeTimers({ shouldAdvanceTime: true }))
afterEach(async () => {
  await tearDownFaults(kernels, cleanups)
  delete (window as { pwned?: unknown }).pwned
})

/** A page with one wallet answering every request round with `info`, the site started and rendered. */
async function page(info: TestProviderInfo, wallet = new MockEip1193Wallet({ chainId: '0x7a69' })) {
  // The balance read after a connect has no node here: it fails at once and is left unknown.
  const offline: typeof fetch = () => Promise.reject(new TypeError('Failed to fetch'))
  const site = await startEvmSite({ networks: [devnet], wallet, info, fetch: offline })
  kernels.push(site.kernel)
  cleanups.push(site.stop)
  renderSite(site.kernel)
  return site
}

async function openConnect(kernel: Kernel) {
  act(() => openModal(kernel))
  return findView('Connect')
}

const walletRows = () => modal().getByRole('list', { name: 'Wallets' }).querySelectorAll('button')
const connectors = (kernel: Kernel) => kernel.store('connectors').getState()

/** The visitor picks the only wallet row and the wallet approves: the connect must settle on Account. */
async function connectThroughRow(kernel: Kernel) {
  fireEvent.click(walletRows()[0]!)
  await fulfilment(until(() => kernel.store('router').getState().view === 'Account'))
  expect(eip155(kernel).account.status).toBe('connected')
}

describe('fault matrix: wallet discovery', () => {
  it('fault: a wallet announces twice (every request round, and again on its own) → the Connect view lists it once', async () => {
    const wallet = new MockEip1193Wallet({ chainId: '0x7a69' })
    const info = walletInfo('Fox', 'com.fox')
    const { kernel } = await page(info, wallet)
    const before = snapshot(kernel, ['connectors'])
    // A second kernel on the page asks again; the wallet re-announces unasked too.
    act(() => {
      window.dispatchEvent(new Event('eip6963:requestProvider'))
      announce({ info, provider: wallet })
    })
    expectUnchanged(kernel, before)
    await openConnect(kernel)
    expect(walletRows()).toHaveLength(1)
    expect(modal().getAllByText('Fox')).toHaveLength(1)
    expect(connectors(kernel).browserWallets).toHaveLength(1)
    await connectThroughRow(kernel)
    expectModalUsable(kernel)
  })

  it('fault: one wallet announces twice with two providers (an extension reload) → one row, and connecting asks only the latest provider', async () => {
    const first = new MockEip1193Wallet({ chainId: '0x7a69' })
    const latest = new MockEip1193Wallet({ chainId: '0x7a69', accounts: ['0x3333333333333333333333333333333333333333'] })
    const { kernel } = await page(walletInfo('Fox', 'com.fox', { uuid: 'before-reload' }), first)
    act(() => announce({ info: walletInfo('Fox', 'com.fox', { uuid: 'after-reload' }), provider: latest }))
    await openConnect(kernel)
    expect(walletRows()).toHaveLength(1)
    expect(connectors(kernel).connectors.map((connector) => connector.id)).toEqual(['com.fox'])
    await connectThroughRow(kernel)
    expect(eip155(kernel).account.address).toBe('0x3333333333333333333333333333333333333333')
    expect(first.methods()).not.toContain('eth_requestAccounts')
    expectModalUsable(kernel)
  })

  it('fault: a wallet named with markup → the name shows as text, once, in Connect, the header and ConnectingExternal; nothing is injected', async () => {
    const name = '<img src=x onerror="window.pwned=1"><b>Fox</b>'
    const prompt = held()
    const wallet = new MockEip1193Wallet({ chainId: '0x7a69' }).answer('eth_requestAccounts', prompt.handler)
    const { kernel } = await page(walletInfo(name, 'com.evil'), wallet)
    await openConnect(kernel)
    expect(walletRows()).toHaveLength(1)
    expect(walletRows()[0]!.textContent).toContain(name)
    expect(modalRoot().querySelector('img[src="x"], b')).toBeNull()

    fireEvent.click(walletRows()[0]!)
    await findView('ConnectingExternal')
    expect(modal().getByRole('heading', { level: 2 }).textContent).toBe(name)
    expect(await findInModal(`Continue in ${name}`)).toBeTruthy()
    expect(modalRoot().querySelector('img[src="x"], b')).toBeNull()
    prompt.answer(wallet.accounts)
    await fulfilment(until(() => kernel.store('router').getState().view === 'Account'))
    expect(eip155(kernel).account.connectedWalletInfo?.name).toBe(name)
    expect(modalRoot().querySelector('img[src="x"], b')).toBeNull()
    expect((window as { pwned?: unknown }).pwned).toBeUndefined()
    expectModalUsable(kernel)
  })

  it('fault: a wallet named with 10,000 characters → refused at discovery, so no row; a well-named wallet beside it still lists and connects', async () => {
    const { kernel } = await page(walletInfo('Fox', 'com.fox'))
    const before = snapshot(kernel, ['connectors', 'chains'])
    act(() => announce({ info: walletInfo('x'.repeat(10_000), 'com.long'), provider: new MockEip1193Wallet() }))
    expectUnchanged(kernel, before)
    await openConnect(kernel)
    expect(walletRows()).toHaveLength(1)
    expect(await findInModal('Fox')).toBeTruthy()
    expect(modalRoot().textContent).not.toContain('x'.repeat(101))
    await connectThroughRow(kernel)
    expectModalUsable(kernel)
  })

  it('fault: a wallet named with 100 characters (the longest allowed) → one row holding the whole name as text', async () => {
    const name = `Fox ${'w'.repeat(96)}`
    const { kernel } = await page(walletInfo(name, 'com.fox'))
    await openConnect(kernel)
    expect(walletRows()).toHaveLength(1)
    expect(await findInModal(name)).toBeTruthy()
    expectModalUsable(kernel)
  })

  it.each([
    ['javascript:alert(1)'],
    ['data:text/html,<script>window.pwned=1</script>'],
    ['data:text/html;base64,PHNjcmlwdD53aW5kb3cucHduZWQ9MTwvc2NyaXB0Pg=='],
    ['JaVaScRiPt:alert(1)'],
  ])('fault: a wallet announces the icon %s → its row shows initials, no <img>, and it still connects', async (icon) => {
    const { kernel } = await page(walletInfo('Fox Wallet', 'com.fox', { icon }))
    expect(connectors(kernel).connectors[0]).not.toHaveProperty('imageUrl')
    await openConnect(kernel)
    const row = walletRows()[0]!
    expect(walletRows()).toHaveLength(1)
    expect(row.querySelector('img')).toBeNull()
    expect(row.querySelector('.pc-image')?.textContent).toBe('FW')
    expect(modalRoot().innerHTML).not.toContain(icon.slice(0, 15))
    await connectThroughRow(kernel)
    expect(modalRoot().querySelector('img[src^="javascript" i], img[src^="data:text" i]')).toBeNull()
    expect((window as { pwned?: unknown }).pwned).toBeUndefined()
    expectModalUsable(kernel)
  })

  it('fault: the same wallet announces a hostile icon after a safe one → the announcement is taken, its icon dropped: initials, never the script', async () => {
    const wallet = new MockEip1193Wallet({ chainId: '0x7a69' })
    const { kernel } = await page(walletInfo('Fox Wallet', 'com.fox'), wallet)
    act(() => announce({ info: walletInfo('Fox Wallet', 'com.fox', { icon: 'javascript:alert(1)' }), provider: wallet }))
    await openConnect(kernel)
    expect(walletRows()).toHaveLength(1)
    expect(walletRows()[0]!.querySelector('img')).toBeNull()
    expect(modalRoot().innerHTML).not.toContain('javascript:')
    expect(modalRoot().innerHTML).not.toContain(ICON)
    expectModalUsable(kernel)
  })
})
