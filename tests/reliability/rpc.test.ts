// @vitest-environment happy-dom
// The fault matrix of issue 5 for RPC: nodes that time out or fail (SPEC section 9's fallback) and
// the wallet RPC codes of SPEC section 8 (4902, 5000, 32603).
import { act, fireEvent } from '@testing-library/react'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { connect } from '../../core/actions/connect.js'
import { openModal } from '../../core/actions/modalActions.js'
import { send } from '../../core/actions/send.js'
import { signMessage } from '../../core/actions/signMessage.js'
import { syncBalance } from '../../core/connection/syncBalance.js'
import type { Kernel } from '../../core/kernel/types.js'
import type { Network } from '../../core/types/network.js'
import { base, optimism } from '../../plugins/evm/index.js'
import { rawEndpoint, rpcEndpoint, silentEndpoint } from '../core/rpc/rpcEndpoint.js'
import { MockEip1193Wallet, walletError } from '../plugins/evm/helpers/MockEip1193Wallet.js'
import {
  eip155, healthyNode, expectModalUsable, expectUnchanged, findInModal, findView, fulfilment, modal, rejection, renderSite, snapshot,
  startEvmSite, tearDownFaults, toastOf, until,
} from './faultKit.js'

const NODE = 'http://node.rpc.test/'
const SLOW = 'http://slow.rpc.test/'
const SPARE = 'http://spare.rpc.test/'
const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

const devnet = (http: string[]): Network => ({
  id: 31337,
  caipNetworkId: 'eip155:31337',
  chainNamespace: 'eip155',
  name: 'Portico Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http } },
})
// Fixed-list networks with the site's own node, so no read leaves this machine.
const optimismHere: Network = { ...optimism, rpcUrls: { default: { http: [NODE] } } }
const baseHere: Network = { ...base, rpcUrls: { default: { http: [NODE] } } }

const server = setupServer()
const kernels: Kernel[] = []
const cleanups: (() => void)[] = []
vi.setConfig({ testTimeout: 30_000 })
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
  server.use(rpcEndpoint(NODE, healthyNode).handler)
})
afterEach(async () => {
  await tearDownFaults(kernels, cleanups)
  server.events.removeAllListeners()
  server.resetHandlers()
})

/** The site with Fox connected, its first balance read settled. */
async function connectedSite(networks: readonly Network[], wallet?: MockEip1193Wallet) {
  const site = await startEvmSite({ networks, ...(wallet ? { wallet } : {}) })
  kernels.push(site.kernel)
  cleanups.push(site.stop)
  await fulfilment(connect(site.kernel, { connectorId: 'com.fox' }))
  return site
}

describe('fault matrix: RPC nodes', () => {
  it('fault: the first RPC node never answers → after SPEC\'s 10 s the balance read falls back to the second node, and the Account shows it', async () => {
    server.use(silentEndpoint(SLOW), rpcEndpoint(SPARE, healthyNode).handler)
    const slowPosts: unknown[] = []
    server.events.on('request:start', ({ request }) => void (request.url === SLOW && slowPosts.push(request.url)))
    const { kernel } = await connectedSite([devnet([SLOW, SPARE])])
    renderSite(kernel)
    act(() => openModal(kernel))
    await findView('Account')
    expect(modal().getByRole('status', { name: 'Loading balance' })).toBeTruthy()
    const before = snapshot(kernel, ['connections', 'connectors'])

    await fulfilment(syncBalance(kernel, 'eip155'), { budgetMs: 15_000 })
    expect(eip155(kernel).account).toMatchObject({ status: 'connected', balance: '2', balanceSymbol: 'ETH' })
    expect(await findInModal('2 ETH')).toBeTruthy()
    expect(slowPosts.length).toBeGreaterThan(0)
    expectUnchanged(kernel, before)
    // Ranked by its samples, the answering node now goes first: the next read does not wait 10 s.
    await fulfilment(syncBalance(kernel, 'eip155'), { budgetMs: 1_000 })
    expectModalUsable(kernel)
  })

  it('fault: every RPC node times out → the balance stays unknown, no shimmer forever, the session stays connected', async () => {
    server.use(silentEndpoint(SLOW), silentEndpoint(SPARE))
    const { kernel } = await connectedSite([devnet([SLOW, SPARE])])
    renderSite(kernel)
    act(() => openModal(kernel))
    await findView('Account')
    const before = snapshot(kernel, ['connections'])

    await fulfilment(syncBalance(kernel, 'eip155'), { budgetMs: 25_000 })
    expect(eip155(kernel).account).toMatchObject({ status: 'connected', balance: undefined })
    await until(() => modal().queryByRole('status', { name: 'Loading balance' }) === null)
    expect(modal().queryByText(/ETH/)).toBeNull()
    expectUnchanged(kernel, before)
    expectModalUsable(kernel)
  })

  it('fault: the RPC node answers -32603 (internal error) → the read falls back to the next node', async () => {
    const broken = rawEndpoint(SLOW, () => Response.json({ jsonrpc: '2.0', id: 1, error: { code: -32603, message: 'Internal error' } }))
    server.use(broken.handler, rpcEndpoint(SPARE, healthyNode).handler)
    const { kernel } = await connectedSite([devnet([SLOW, SPARE])])
    await fulfilment(syncBalance(kernel, 'eip155'))
    expect(broken.posts()).toBeGreaterThan(0)
    expect(eip155(kernel).account).toMatchObject({ status: 'connected', balance: '2', balanceSymbol: 'ETH' })
    expectModalUsable(kernel)
  })
})

/** Opens the modal on Account, then Networks, and picks `name` as the visitor does. */
async function pickNetwork(kernel: Kernel, name: string) {
  renderSite(kernel)
  act(() => openModal(kernel))
  await findView('Account')
  fireEvent.click(modal().getByRole('button', { name: /Portico Devnet/ }))
  await findView('Networks')
  fireEvent.click(modal().getByRole('button', { name }))
}

describe('fault matrix: wallet RPC errors on a network switch', () => {
  const networks = [devnet([NODE]), optimismHere, baseHere]

  it('fault: the wallet answers 4902 (unrecognized chain) → the chain is added, the switch goes through, the visitor lands on Account', async () => {
    const { kernel, wallet } = await connectedSite(networks)
    await pickNetwork(kernel, 'Base')
    await fulfilment(until(() => eip155(kernel).network.caipNetwork?.caipNetworkId === 'eip155:8453' && kernel.store('router').getState().view === 'Account'))

    expect(wallet.methods().slice(-3)).toEqual(['wallet_switchEthereumChain', 'wallet_addEthereumChain', 'wallet_switchEthereumChain'])
    expect(wallet.paramsOf('wallet_addEthereumChain')[0]).toMatchObject([{ chainId: '0x2105', chainName: 'Base', rpcUrls: [NODE] }])
    expect(eip155(kernel)).toMatchObject({ connectorId: 'com.fox', network: { unsupported: false }, account: { status: 'connected' } })
    expect(toastOf(kernel)).toBeUndefined()
    await findView('Account')
    expectModalUsable(kernel)
  })

  it.each([
    ['4902, then the add fails', () => new MockEip1193Wallet({ chainId: '0x7a69' }).answer('wallet_addEthereumChain', () => {
      throw walletError(-32602, 'rpcUrls must be https')
    }), 'Base', 'Chain is not supported'],
    ['4902, then the visitor declines the add (4001)', () => new MockEip1193Wallet({ chainId: '0x7a69' }).answer('wallet_addEthereumChain', () => {
      throw walletError(4001, 'User rejected the request.')
    }), 'Base', 'You declined the network switch'],
    ['5000', () => new MockEip1193Wallet({ chainId: '0x7a69' }).answer('wallet_switchEthereumChain', () => {
      throw walletError(5000, 'User denied')
    }), 'OP Mainnet', 'You declined the network switch'],
    ['-32603 (internal error)', () => new MockEip1193Wallet({ chainId: '0x7a69' }).answer('wallet_switchEthereumChain', () => {
      throw walletError(-32603, 'Internal JSON-RPC error.')
    }), 'OP Mainnet', 'Internal JSON-RPC error'],
  ])('fault: the wallet answers %s → back one view, the toast says why, the network is unchanged', async (_, makeWallet, target, text) => {
    const { kernel } = await connectedSite(networks, makeWallet())
    const before = snapshot(kernel, ['chains', 'connections'])
    await pickNetwork(kernel, target)
    await fulfilment(until(() => toastOf(kernel)?.open === true))

    expect(toastOf(kernel)).toMatchObject({ message: text, variant: 'error' })
    expect(await findInModal(text)).toBeTruthy()
    expect(kernel.store('router').getState().history.map((entry) => entry.view)).toEqual(['Account', 'Networks'])
    expectUnchanged(kernel, before)
    expectModalUsable(kernel)
  })
})

describe('fault matrix: wallet RPC errors on sign and send', () => {
  it.each([
    [5000, 'USER_REJECTED', 'User rejected the request'],
    [-32603, 'INTERNAL_ERROR', 'Internal JSON-RPC error'],
    [32603, 'INTERNAL_ERROR', 'Internal JSON-RPC error'],
  ])('fault: the wallet answers %i to personal_sign → the sign settles with "%s", nothing else changes', async (code, errorCode, text) => {
    const wallet = new MockEip1193Wallet({ chainId: '0x7a69' }).answer('personal_sign', () => {
      throw walletError(code)
    })
    const { kernel } = await connectedSite([devnet([NODE])], wallet)
    const before = snapshot(kernel, ['chains', 'connections', 'connectors'])
    const error = await rejection(signMessage(kernel, { message: 'hello' }))
    expect(error).toMatchObject({ code: errorCode, shortMessage: text })
    expectUnchanged(kernel, before)
    expectModalUsable(kernel)
  })

  it.each([
    [5000, 'USER_REJECTED', 'User rejected the request'],
    [-32603, 'INTERNAL_ERROR', 'Internal JSON-RPC error'],
  ])('fault: the wallet answers %i to eth_sendTransaction → the send settles with "%s", nothing is sent, balances unchanged', async (code, errorCode, text) => {
    const wallet = new MockEip1193Wallet({ chainId: '0x7a69' }).answer('eth_sendTransaction', () => {
      throw walletError(code)
    })
    const { kernel } = await connectedSite([devnet([NODE])], wallet)
    await fulfilment(syncBalance(kernel, 'eip155'))
    const analytics: string[] = []
    kernel.events.on('analytics', ({ event }) => void analytics.push(event))
    const before = snapshot(kernel, ['chains', 'connections'])
    const error = await rejection(send(kernel, { amount: '0.5', receiverAddress: RECEIVER, token: { symbol: 'ETH', decimals: 18 } }))
    expect(error).toMatchObject({ code: errorCode, shortMessage: text })
    expect(analytics).toEqual(['SEND_ERROR'])
    expectUnchanged(kernel, before)
    expectModalUsable(kernel)
  })
})
