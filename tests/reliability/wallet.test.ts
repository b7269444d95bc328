// @vitest-environment happy-dom
// The fault matrix of issue 5 for the wallet itself: a refusal (4001) on connect, sign, send and
// switch, a failure thrown as a hostile object, and a wallet that never answers.
import { act, fireEvent } from '@testing-library/react'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { closeModal } from '../../core/actions/modalActions.js'
import { connect } from '../../core/actions/connect.js'
import { openModal } from '../../core/actions/modalActions.js'
import { send } from '../../core/actions/send.js'
import { signMessage } from '../../core/actions/signMessage.js'
import { syncBalance } from '../../core/connection/syncBalance.js'
import { STORAGE_KEYS } from '../../core/constants/storageKeys.js'
import type { Kernel } from '../../core/kernel/types.js'
import type { Network } from '../../core/types/network.js'
import { optimism } from '../../plugins/evm/index.js'
import { rpcEndpoint } from '../core/rpc/rpcEndpoint.js'
import { MockEip1193Wallet, walletError } from '../plugins/evm/helpers/MockEip1193Wallet.js'
import {
  eip155, healthyNode, expectModalUsable, expectStillPending, expectUnchanged, findInModal, findView, fulfilment, held, modal, rejection,
  renderSite, snapshot, startEvmSite, tearDownFaults, toastOf, until,
} from './faultKit.js'

const NODE = 'http://node.rpc.test/'
const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const devnet: Network = {
  id: 31337,
  caipNetworkId: 'eip155:31337',
  chainNamespace: 'eip155',
  name: 'Portico Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [NODE] } },
}
const optimismHere: Network = { ...optimism, rpcUrls: { default: { http: [NODE] } } }
const NETWORKS = [devnet, optimismHere]

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
  server.resetHandlers()
})

const approveAccounts = (wallet: MockEip1193Wallet) => () => {
  wallet.authorized = true
  return [...wallet.accounts]
}

async function site(wallet = new MockEip1193Wallet({ chainId: '0x7a69' })) {
  const started = await startEvmSite({ networks: NETWORKS, wallet })
  kernels.push(started.kernel)
  cleanups.push(started.stop)
  return started
}

async function connectedSite(wallet?: MockEip1193Wallet) {
  const started = await site(wallet)
  await fulfilment(connect(started.kernel, { connectorId: 'com.fox' }))
  return started
}

/** Records the analytics events the kernel reports from now on. */
function analyticsOf(kernel: Kernel) {
  const events: { event: string; properties?: Record<string, unknown> }[] = []
  kernel.events.on('analytics', (payload) => void events.push(payload))
  return events
}

/** The visitor opens the modal and picks Fox on Connect. */
async function pickFox(kernel: Kernel, { render = true } = {}) {
  if (render) renderSite(kernel)
  act(() => openModal(kernel))
  await findView('Connect')
  fireEvent.click(modal().getByRole('button', { name: /Fox/ }))
  await findView('ConnectingExternal')
}

describe('fault matrix: the wallet refuses', () => {
  it.each([
    [4001, 'Connection rejected', 'The request was declined in Fox.'],
    [5000, 'Connection rejected', 'The request was declined in Fox.'],
    [-32603, 'Failed to connect', 'Fox did not complete the connection.'],
  ])('fault: the wallet answers %i to connect → ConnectingExternal shows "%s" with Try again, and nothing is half-connected', async (code, title, line) => {
    const wallet = new MockEip1193Wallet({ chainId: '0x7a69' }).answer('eth_requestAccounts', () => {
      throw walletError(code)
    })
    const { kernel } = await site(wallet)
    const events = analyticsOf(kernel)
    const before = snapshot(kernel, ['chains', 'connections'])
    await pickFox(kernel)
    await fulfilment(until(() => events.some(({ event }) => event === 'CONNECT_ERROR')))

    expect((await findInModal(title)).closest('[role="alert"]')?.textContent).toContain(line)
    expect(kernel.store('modal').getState().shake).toBe(true)
    expectUnchanged(kernel, before)
    expect(kernel.storage.get(STORAGE_KEYS.connectedConnectors)).toBeUndefined()

    wallet.answer('eth_requestAccounts', approveAccounts(wallet))
    fireEvent.click(modal().getByRole('button', { name: 'Try again' }))
    await fulfilment(until(() => kernel.store('router').getState().view === 'Account'))
    expect(eip155(kernel).account).toMatchObject({ status: 'connected', address: wallet.accounts[0] })
    expectModalUsable(kernel)
  })

  it('fault: the wallet refuses to sign (4001) → the sign settles with "User rejected the request", nothing changes', async () => {
    const wallet = new MockEip1193Wallet({ chainId: '0x7a69' }).answer('personal_sign', () => {
      throw walletError(4001, 'User rejected the request.')
    })
    const { kernel } = await connectedSite(wallet)
    const before = snapshot(kernel, ['chains', 'connections', 'connectors'])
    expect(await rejection(signMessage(kernel, { message: 'Sign in to Portico' }))).toMatchObject({
      code: 'USER_REJECTED', shortMessage: 'User rejected the request',
    })
    expectUnchanged(kernel, before)
    expectModalUsable(kernel)
  })

  it('fault: the wallet fails with a hostile error object (throwing getters) → connect shows "Failed to connect", a sign settles with a coded error, nothing changes', async () => {
    const hostile = () =>
      Object.defineProperties({}, Object.fromEntries(['code', 'message', 'data'].map((key) => [key, { get: () => { throw new Error('hostile getter') } }])))
    const wallet = new MockEip1193Wallet({ chainId: '0x7a69' }).answer('eth_requestAccounts', () => {
      throw hostile()
    })
    const { kernel } = await site(wallet)
    const before = snapshot(kernel, ['chains', 'connections'])
    await pickFox(kernel)
    expect((await findInModal('Failed to connect')).closest('[role="alert"]')?.textContent).toContain('Fox did not complete the connection.')
    expectUnchanged(kernel, before)

    wallet.answer('eth_requestAccounts', approveAccounts(wallet)).answer('personal_sign', () => {
      throw hostile()
    })
    fireEvent.click(modal().getByRole('button', { name: 'Try again' }))
    await fulfilment(until(() => kernel.store('router').getState().view === 'Account'))
    const connected = snapshot(kernel, ['chains', 'connections', 'connectors'])
    expect(await rejection(signMessage(kernel, { message: 'Sign in to Portico' }))).toMatchObject({
      code: 'WALLET_REQUEST_FAILED', shortMessage: 'The wallet could not complete the request',
    })
    expectUnchanged(kernel, connected)
    expectModalUsable(kernel)
  })

  it('fault: the wallet refuses to send (4001) → the send settles with "User rejected the request", nothing is sent, balances unchanged', async () => {
    const wallet = new MockEip1193Wallet({ chainId: '0x7a69' }).answer('eth_sendTransaction', () => {
      throw walletError(4001, 'User rejected the request.')
    })
    const { kernel } = await connectedSite(wallet)
    const events = analyticsOf(kernel)
    const before = snapshot(kernel, ['chains', 'connections'])
    expect(await rejection(send(kernel, { amount: '0.1', receiverAddress: RECEIVER, token: { symbol: 'ETH', decimals: 18 } }))).toMatchObject({
      code: 'USER_REJECTED', shortMessage: 'User rejected the request',
    })
    expect(events.map(({ event }) => event)).toEqual(['SEND_ERROR'])
    expectUnchanged(kernel, before)
    expectModalUsable(kernel)
  })

  it('fault: the wallet refuses to switch (4001) → back one view, the toast says "You declined the network switch", the network is unchanged', async () => {
    const wallet = new MockEip1193Wallet({ chainId: '0x7a69' }).answer('wallet_switchEthereumChain', () => {
      throw walletError(4001, 'User rejected the request.')
    })
    const { kernel } = await connectedSite(wallet)
    const before = snapshot(kernel, ['chains', 'connections'])
    renderSite(kernel)
    act(() => openModal(kernel))
    await findView('Account')
    fireEvent.click(modal().getByRole('button', { name: /Portico Devnet/ }))
    await findView('Networks')
    fireEvent.click(modal().getByRole('button', { name: 'OP Mainnet' }))
    await fulfilment(until(() => toastOf(kernel)?.open === true))

    expect(await findInModal('You declined the network switch')).toBeTruthy()
    expect(kernel.store('router').getState().history.map((entry) => entry.view)).toEqual(['Account', 'Networks'])
    expectUnchanged(kernel, before)
    expectModalUsable(kernel)
  })
})

describe('fault matrix: the wallet never answers', () => {
  it('fault: the wallet never answers connect → ConnectingExternal keeps waiting; closing the modal ends the request and the chain is no longer "connecting"', async () => {
    const silent = held()
    const wallet = new MockEip1193Wallet({ chainId: '0x7a69' }).answer('eth_requestAccounts', silent.handler)
    const { kernel } = await site(wallet)
    const events = analyticsOf(kernel)
    const before = snapshot(kernel, ['chains', 'connections'])
    await pickFox(kernel)
    // SPEC sets no time limit on a browser wallet's prompt: the view waits as long as the visitor does.
    await act(() => vi.advanceTimersByTimeAsync(120_000))
    expect(await findInModal('Continue in Fox')).toBeTruthy()
    expect(modal().getByRole('status', { name: 'Waiting for Fox' })).toBeTruthy()
    expect(eip155(kernel).account.status).toBe('connecting')

    fireEvent.click(modal().getByRole('button', { name: 'Close' }))
    await fulfilment(until(() => eip155(kernel).account.status !== 'connecting'))
    expectUnchanged(kernel, before)
    expect(events.find(({ event }) => event === 'CONNECT_ERROR')?.properties).toMatchObject({ message: 'Modal closed' })

    // The visitor comes back and tries again; this time the wallet answers.
    wallet.answer('eth_requestAccounts', approveAccounts(wallet))
    await pickFox(kernel, { render: false })
    await fulfilment(until(() => kernel.store('router').getState().view === 'Account'))
    expect(eip155(kernel).account).toMatchObject({ status: 'connected', address: wallet.accounts[0] })
    // The first prompt answering late, with another account, changes nothing.
    await fulfilment(syncBalance(kernel, 'eip155'))
    const connected = snapshot(kernel, ['chains', 'connections'])
    silent.answer(['0x3333333333333333333333333333333333333333'])
    await act(() => vi.advanceTimersByTimeAsync(1_000))
    expectUnchanged(kernel, connected)
    expectModalUsable(kernel)
  })

  it('fault: the wallet never answers a connect made in the open modal → closing the modal rejects it with "Modal closed"', async () => {
    const wallet = new MockEip1193Wallet({ chainId: '0x7a69' }).answer('eth_requestAccounts', held().handler)
    const { kernel } = await site(wallet)
    const before = snapshot(kernel, ['chains', 'connections'])
    act(() => openModal(kernel))
    const connecting = connect(kernel, { connectorId: 'com.fox' })
    await expectStillPending(connecting, 60_000)
    act(() => closeModal(kernel))
    expect(await rejection(connecting)).toMatchObject({ code: 'MODAL_CLOSED', shortMessage: 'Modal closed' })
    expectUnchanged(kernel, before)
    expectModalUsable(kernel)
  })

  it('fault: the wallet never answers a connect given the kernel\'s timeout → "Failed to connect" at the timeout, state put back', async () => {
    const wallet = new MockEip1193Wallet({ chainId: '0x7a69' }).answer('eth_requestAccounts', held().handler)
    const { kernel } = await site(wallet)
    const before = snapshot(kernel, ['chains', 'connections'])
    const timersBefore = kernel.timers.pending()
    const connecting = connect(kernel, { connectorId: 'com.fox', timeoutMs: 30_000 })
    await expectStillPending(connecting, 29_000)
    expect(await rejection(connecting, { budgetMs: 2_000 })).toMatchObject({ code: 'FAILED_TO_CONNECT', shortMessage: 'Failed to connect' })
    expectUnchanged(kernel, before)
    expect(kernel.timers.pending()).toBe(timersBefore)
    expectModalUsable(kernel)
  })

  it('fault: the wallet never answers personal_sign → the sign waits for the wallet (its prompt is the way out), touching nothing; the modal stays usable; a late refusal settles it', async () => {
    const silent = held()
    const wallet = new MockEip1193Wallet({ chainId: '0x7a69' }).answer('personal_sign', silent.handler)
    const { kernel } = await connectedSite(wallet)
    const before = snapshot(kernel, ['chains', 'connections'])
    const signing = signMessage(kernel, { message: 'hello' })
    await expectStillPending(signing, 600_000)
    expectModalUsable(kernel)
    expectUnchanged(kernel, before)
    silent.refuse(walletError(4001))
    expect(await rejection(signing)).toMatchObject({ code: 'USER_REJECTED', shortMessage: 'User rejected the request' })
    expectUnchanged(kernel, before)
  })

  it('fault: the wallet never answers eth_sendTransaction → the send waits for the wallet, nothing is sent or reported; a late refusal settles it', async () => {
    const silent = held()
    const wallet = new MockEip1193Wallet({ chainId: '0x7a69' }).answer('eth_sendTransaction', silent.handler)
    const { kernel } = await connectedSite(wallet)
    const events = analyticsOf(kernel)
    const before = snapshot(kernel, ['chains', 'connections'])
    const sending = send(kernel, { amount: '0.1', receiverAddress: RECEIVER, token: { symbol: 'ETH', decimals: 18 } })
    const sendEvents = () => events.map(({ event }) => event).filter((event) => event.startsWith('SEND_'))
    await expectStillPending(sending, 600_000)
    expect(sendEvents()).toEqual([])
    expectModalUsable(kernel)
    silent.refuse(walletError(4001))
    expect(await rejection(sending)).toMatchObject({ code: 'USER_REJECTED' })
    expect(sendEvents()).toEqual(['SEND_ERROR'])
    expectUnchanged(kernel, before)
  })

  it('fault: the wallet never answers a switch and the visitor leaves → a late refusal neither moves nor closes the modal they are now using', async () => {
    const silent = held()
    const wallet = new MockEip1193Wallet({ chainId: '0x7a69' }).answer('wallet_switchEthereumChain', silent.handler)
    const { kernel } = await connectedSite(wallet)
    const before = snapshot(kernel, ['chains', 'connections'])
    renderSite(kernel)
    act(() => openModal(kernel))
    await findView('Account')
    fireEvent.click(modal().getByRole('button', { name: /Portico Devnet/ }))
    await findView('Networks')
    fireEvent.click(modal().getByRole('button', { name: 'OP Mainnet' }))
    await findView('SwitchNetwork')
    await act(() => vi.advanceTimersByTimeAsync(120_000))
    expect(await findInModal('Approve in wallet')).toBeTruthy()

    // The visitor gives up: closes the modal, opens it again on Account.
    fireEvent.click(modal().getByRole('button', { name: 'Close' }))
    act(() => openModal(kernel))
    await findView('Account')
    silent.refuse(walletError(4001))
    await fulfilment(until(() => toastOf(kernel)?.open === true))

    expect(toastOf(kernel)).toMatchObject({ message: 'You declined the network switch', variant: 'error' })
    expect(kernel.store('modal').getState().open).toBe(true)
    expect(kernel.store('router').getState().history).toEqual([{ view: 'Account' }])
    expectUnchanged(kernel, before)
    expectModalUsable(kernel)
  })
})
