// @vitest-environment happy-dom
// The fault matrix of issue 5 for a page that goes offline and comes back: every request fails as
// a browser's fetch does without a network, then succeeds again.
import { act, fireEvent } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { closeModal } from '../../core/actions/modalActions.js'
import { connect } from '../../core/actions/connect.js'
import { openModal } from '../../core/actions/modalActions.js'
import { syncBalance } from '../../core/connection/syncBalance.js'
import type { Kernel } from '../../core/kernel/types.js'
import type { KernelOptions } from '../../core/options/types.js'
import type { Network } from '../../core/types/network.js'
import type { WalletListing } from '../../core/types/wallet.js'
import { fetchRecommendedWallets } from '../../core/wallets/fetchRecommendedWallets.js'
import { fetchWalletsPage } from '../../core/wallets/fetchWalletsPage.js'
import { api, useApiServer } from '../core/api/apiServer.js'
import { rpcEndpoint, type RpcCall } from '../core/rpc/rpcEndpoint.js'
import { createTestKernel } from '../helpers/createTestKernel.js'
import { mockChainPlugin } from '../helpers/mockChainPlugin.js'
import { mockPairingPlugin } from '../helpers/mockLoginPlugin.js'
import {
  alertOf, eip155, expectModalUsable, expectUnchanged, findInModal, findView, fulfilment, modal, networkSwitch, renderSite,
  snapshot, startEvmSite, tearDownFaults, until,
} from './faultKit.js'

const NODE = 'http://node.rpc.test/'
const ORIGIN = 'http://127.0.0.1:3000'
/** 40 wallets on page 1, and one the registry finds only by search (it is on page 2). */
const REGISTRY: WalletListing[] = [
  ...Array.from({ length: 40 }, (_, index) => ({ id: `w${index + 1}`, name: `Wallet ${index + 1}` })),
  { id: 'zr', name: 'Zeta Remote' },
]
const devnet: Network = {
  id: 31337,
  caipNetworkId: 'eip155:31337',
  chainNamespace: 'eip155',
  name: 'Portico Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [NODE] } },
}

const { server } = useApiServer()
const kernels: Kernel[] = []
const cleanups: (() => void)[] = []
vi.setConfig({ testTimeout: 30_000 })
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(440)
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(328)
  server.use(
    http.get(api('/appkit/v1/config'), () => HttpResponse.json({ features: [] })),
    http.get(api('/projects/v1/origins'), () => HttpResponse.json({ allowedOrigins: [ORIGIN] })),
    http.get(api('/getWallets'), ({ request }) => {
      const query = new URL(request.url).searchParams
      const search = query.get('search')?.toLowerCase()
      const matching = REGISTRY.filter((wallet) => !search || wallet.name.toLowerCase().includes(search))
      const page = Number(query.get('page') ?? 1)
      const entries = Number(query.get('entries') ?? 40)
      return HttpResponse.json({ count: matching.length, data: matching.slice((page - 1) * entries, page * entries) })
    }),
    http.get(api('/getWalletImage/:id'), () => new HttpResponse(new Uint8Array([137, 80, 78, 71]), { headers: { 'content-type': 'image/png' } })),
    rpcEndpoint(NODE, ({ id, method }: RpcCall) => ({ jsonrpc: '2.0', id, result: method === 'eth_getBalance' ? '0x1bc16d674ec80000' : true })).handler,
  )
})
afterEach(() => tearDownFaults(kernels, cleanups))

/** A site whose every request (provider API and RPC) goes through a network the test can cut. */
function site(options: Partial<KernelOptions> = {}, services: { remoteConfig?: boolean } = {}) {
  const net = networkSwitch((input, init) => globalThis.fetch(input, init))
  const kernel = createTestKernel({ isMobile: () => false, ...options }, { fetch: net.fetch, services })
  // Registry listings show only where a pairing login takes them (as walletConnect() does on a real site).
  kernel.use(mockChainPlugin().plugin).use(mockPairingPlugin())
  kernels.push(kernel)
  return { kernel, net }
}

describe('fault matrix: the page goes offline and back', () => {
  it('fault: the page is offline when the modal opens → Connect offers its retry row; back online, the retry lists the wallets', async () => {
    const { kernel, net } = site()
    await kernel.start()
    renderSite(kernel)
    net.goOffline()
    act(() => openModal(kernel))
    await findView('Connect')
    await fulfilment(Promise.all([fetchRecommendedWallets(kernel), fetchWalletsPage(kernel, { page: 1 })]))
    const retry = (await findInModal('The wallet list could not be loaded')).closest('button')!
    expect(net.state.failed).toBeGreaterThan(0)
    expect(kernel.store('wallets').getState()).toMatchObject({ recommendedStatus: 'error', status: 'error', listings: [], recommended: [] })

    net.goOnline()
    fireEvent.click(retry)
    await fulfilment(Promise.all([fetchRecommendedWallets(kernel), fetchWalletsPage(kernel, { page: 1 })]))
    expect(await findInModal('Wallet 1')).toBeTruthy()
    expect(modal().queryByText('The wallet list could not be loaded')).toBeNull()
    expect(kernel.store('wallets').getState()).toMatchObject({ recommendedStatus: 'loaded', status: 'loaded', count: REGISTRY.length })
    expectModalUsable(kernel)
  })

  it('fault: offline on All Wallets → the list says it could not load, with Try again; back online the retry loads it, and a search that failed offline succeeds on its retry', async () => {
    const { kernel, net } = site()
    await kernel.start()
    renderSite(kernel)
    net.goOffline()
    act(() => openModal(kernel, { view: 'AllWallets' }))
    await findView('AllWallets')
    await fulfilment(fetchWalletsPage(kernel, { page: 1 }))
    const error = kernel.store('wallets').getState().error!
    expect(error).toBe('The provider API could not be reached for GET /getWallets')
    expect((await findInModal(error)).closest('[role="alert"]')).toBeTruthy()

    net.goOnline()
    fireEvent.click(modal().getByRole('button', { name: 'Try again' }))
    await fulfilment(fetchWalletsPage(kernel, { page: 1 }))
    expect(await findInModal('Wallet 1')).toBeTruthy()

    // Offline again, the registry search fails and says so; back online its retry finds the wallet.
    net.goOffline()
    fireEvent.change(modal().getByRole('searchbox', { name: 'Search wallets' }), { target: { value: 'zeta' } })
    await fulfilment(until(() => kernel.store('wallets').getState().search.status === 'error'))
    expect((await findInModal(kernel.store('wallets').getState().search.error!)).closest('[role="alert"]')).toBeTruthy()
    const before = snapshot(kernel, ['chains', 'connections'])
    net.goOnline()
    fireEvent.click(modal().getByRole('button', { name: 'Try again' }))
    await fulfilment(until(() => kernel.store('wallets').getState().search.status === 'loaded'))
    expect(await findInModal('Zeta Remote')).toBeTruthy()
    expectUnchanged(kernel, before)
    expectModalUsable(kernel)
  })

  it('fault: offline, the balance cannot be read → the Account shows no balance and no endless shimmer; back online, reopening the modal reads it', async () => {
    const net = networkSwitch((input, init) => globalThis.fetch(input, init))
    net.goOffline()
    const evmSite = await startEvmSite({ networks: [devnet], fetch: net.fetch })
    kernels.push(evmSite.kernel)
    cleanups.push(evmSite.stop)
    const { kernel } = evmSite
    await fulfilment(connect(kernel, { connectorId: 'com.fox' }))
    await fulfilment(syncBalance(kernel, 'eip155'))
    expect(eip155(kernel).account).toMatchObject({ status: 'connected', balance: undefined })

    renderSite(kernel)
    act(() => openModal(kernel))
    await findView('Account')
    await fulfilment(until(() => modal().queryByRole('status', { name: 'Loading balance' }) === null))
    expect(modal().queryByText(/ETH/)).toBeNull()
    const before = snapshot(kernel, ['connections', 'connectors'])

    net.goOnline()
    act(() => closeModal(kernel))
    act(() => openModal(kernel))
    await findView('Account')
    await fulfilment(until(() => eip155(kernel).account.balance !== undefined))
    expect(eip155(kernel).account).toMatchObject({ status: 'connected', balance: '2', balanceSymbol: 'ETH' })
    expect(await findInModal('2 ETH')).toBeTruthy()
    expectUnchanged(kernel, before)
    expectModalUsable(kernel)
  })

  it('fault: offline at start → Configuration Unavailable, not "Origin Not Allowed", start settles; the modal opens and, back online, lists the wallets, and the browser\'s \'online\' loads the configuration', async () => {
    server.use(http.get(api('/appkit/v1/config'), () => HttpResponse.json({ features: [{ id: 'multiWallet', isEnabled: true }] })))
    const { kernel, net } = site({ basic: false, features: { email: true } }, { remoteConfig: true })
    net.goOffline()
    await fulfilment(kernel.start())
    await fulfilment(until(() => kernel.store('options').getState().remoteConfigStatus === 'failed'))
    expect(kernel.store('options').getState()).toMatchObject({ remoteConfigStatus: 'failed', features: kernel.options.features })
    expect(alertOf(kernel)).toMatchObject({ code: 'CONFIGURATION_UNAVAILABLE', message: 'Configuration Unavailable' })

    renderSite(kernel)
    net.goOnline()
    act(() => openModal(kernel))
    await findView('Connect')
    expect(await findInModal('Configuration Unavailable')).toBeTruthy()
    expect(modal().queryByText('Origin Not Allowed')).toBeNull()
    await fulfilment(Promise.all([fetchRecommendedWallets(kernel), fetchWalletsPage(kernel, { page: 1 })]))
    expect(await findInModal('Wallet 1')).toBeTruthy()

    act(() => void window.dispatchEvent(new Event('online')))
    await fulfilment(until(() => kernel.store('options').getState().remoteConfigStatus === 'loaded'))
    await fulfilment(until(() => alertOf(kernel) === undefined))
    expect(kernel.store('options').getState().features.multiWallet).toBe(true)
    expect(modal().queryByText('Configuration Unavailable')).toBeNull()
    expectModalUsable(kernel)
  })
})
