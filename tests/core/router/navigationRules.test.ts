import { afterEach, describe, expect, it, vi } from 'vitest'
import { connect } from '../../../core/actions/connect.js'
import { openModal } from '../../../core/actions/modalActions.js'
import { definePlugin } from '../../../core/kernel/createPluginContext.js'
import type { Kernel } from '../../../core/kernel/types.js'
import { afterSendSuccess, afterSwitchNetworkFailure, goBack, leaveAfterSwitch } from '../../../core/router/navigationRules.js'
import { push } from '../../../core/router/router.js'
import type { ViewData } from '../../../core/router/ViewRegistry.js'
import type { Connector } from '../../../core/types/connector.js'
import type { WalletListing } from '../../../core/types/wallet.js'
import { createTestKernel } from '../../helpers/createTestKernel.js'
import { mockChainPlugin } from '../../helpers/mockChainPlugin.js'
import { connectAccount } from './connectAccount.js'

let kernel: Kernel | undefined
afterEach(async () => {
  await kernel?.destroy()
  kernel = undefined
})

const wallet: WalletListing = { id: 'w1', name: 'Wallet One' }

describe('goBack', () => {
  it('rule: going back pops history', () => {
    const kernel = createTestKernel()
    push(kernel, 'AllWallets', { extra: 'kept' })
    push(kernel, 'ConnectingWalletConnect')
    goBack(kernel)
    const state = kernel.store('router').getState()
    expect(state.view).toBe('AllWallets')
    expect(state.data).toEqual({ extra: 'kept' })
    expect(state.history).toEqual([{ view: 'Connect' }, { view: 'AllWallets', data: { extra: 'kept' } }])
  })

  it('rule: going back transitions in the direction prev and emits router:changed', () => {
    const kernel = createTestKernel()
    push(kernel, 'AllWallets')
    const changed = vi.fn()
    kernel.events.on('router:changed', changed)
    goBack(kernel)
    expect(kernel.store('router').getState().direction).toBe('prev')
    expect(changed).toHaveBeenCalledExactlyOnceWith({ view: 'Connect', action: 'goBack' })
  })

  it('rule: when history has one entry, going back closes the modal', () => {
    const kernel = createTestKernel()
    openModal(kernel, { view: 'Networks' })
    const closed = vi.fn()
    kernel.events.on('modal:closed', closed)
    goBack(kernel)
    expect(kernel.store('modal').getState().open).toBe(false)
    expect(closed).toHaveBeenCalledOnce()
    expect(kernel.store('router').getState().history).toEqual([{ view: 'Connect' }])
  })

  it('rule: when an account is connected and the previous view is Connect, going back shows Account', () => {
    const kernel = createTestKernel()
    push(kernel, 'AllWallets')
    connectAccount(kernel, 'solana')
    goBack(kernel)
    const state = kernel.store('router').getState()
    expect(state.view).toBe('Account')
    expect(state.history).toEqual([{ view: 'Account' }])
  })

  it('rule: without a connected account, going back to Connect shows Connect', () => {
    const kernel = createTestKernel()
    push(kernel, 'AllWallets')
    connectAccount(kernel, 'eip155', 'connecting')
    goBack(kernel)
    expect(kernel.store('router').getState().view).toBe('Connect')
  })

  it('rule: a connected account does not redirect a previous view other than Connect', () => {
    const kernel = createTestKernel()
    push(kernel, 'Account')
    push(kernel, 'Networks')
    push(kernel, 'SwitchNetwork')
    connectAccount(kernel)
    goBack(kernel)
    expect(kernel.store('router').getState().view).toBe('Networks')
  })

  it('rule: going back clears any wallet held in the view data', () => {
    const kernel = createTestKernel()
    push(kernel, 'AllWallets', { wallet, extra: 'kept' })
    push(kernel, 'ConnectingWalletConnect', { wallet })
    goBack(kernel)
    const state = kernel.store('router').getState()
    expect(state.data).toEqual({ extra: 'kept' })
    expect(state.history.at(-1)).toEqual({ view: 'AllWallets', data: { extra: 'kept' } })
  })

  it('rule: going back to a view whose data held only a wallet leaves it without data', () => {
    const kernel = createTestKernel()
    push(kernel, 'ConnectingExternal', { wallet })
    push(kernel, 'Networks')
    goBack(kernel)
    const state = kernel.store('router').getState()
    expect(state.view).toBe('ConnectingExternal')
    expect(state.data).toBeUndefined()
  })
})


/** The data ConnectingExternal is opened with for `connector`, as the Connect view builds it. */
const connecting = (connector: Connector): ViewData => ({ connector: { id: connector.id, name: connector.name, type: connector.type, chain: connector.chain } })

/** A connector of the login method `loginMethod`, as an email or pairing login's would be. */
function loginConnector(loginMethod: string): Connector {
  return {
    id: `${loginMethod}-wallet`, name: 'Login wallet', type: 'AUTH', chain: 'eip155', loginMethod,
    connect: async () => ({ accounts: [{ namespace: 'eip155', address: '0x3333333333333333333333333333333333333333', type: 'eoa' }], caipNetworkId: 'eip155:1' }),
    disconnect: async () => {},
  }
}

/** A started kernel with EVM and Solana browser wallets and an email-like login whose code view is 'EmailOtp'. */
async function setup(options: { caipNetworkId?: `${string}:${string}` } = {}) {
  const evm = mockChainPlugin({ wallet: options.caipNetworkId ? { caipNetworkId: options.caipNetworkId } : {} })
  const solana = mockChainPlugin({ namespace: 'solana' })
  const login = loginConnector('email-test')
  const other = loginConnector('other-login')
  kernel = createTestKernel().use(evm.plugin).use(solana.plugin).use(definePlugin({
    name: 'email-test',
    setup(ctx) {
      ctx.registerView({ id: 'EmailOtp', kind: 'email-otp', loginMethod: 'email-test', title: 'Email' })
      ctx.registerConnectorSource({ id: 'email-test', watch: (emit) => emit([login, other]) })
    },
  }))
  await kernel.start()
  openModal(kernel, { view: 'Connect' })
  return { kernel, evm, solana, login, other }
}

const views = (made: Kernel) => made.store('router').getState().history.map((entry) => entry.view)

describe('afterConnect', () => {
  it('rule: a connection while a connecting view shows lands on Account, in a fresh history', async () => {
    const { kernel, evm } = await setup()
    push(kernel, 'ConnectingExternal', connecting(evm.connector))
    const changed = vi.fn()
    kernel.events.on('router:changed', changed)
    await connect(kernel, { connectorId: evm.connector.id })
    expect(kernel.store('router').getState().history).toEqual([{ view: 'Account' }])
    expect(changed).toHaveBeenLastCalledWith({ view: 'Account', action: 'reset' })
  })

  it('rule: a connection that lands after the visitor left the connecting view moves nothing', async () => {
    const { kernel, evm } = await setup()
    push(kernel, 'ConnectingExternal', connecting(evm.connector))
    goBack(kernel)
    await connect(kernel, { connectorId: evm.connector.id })
    expect(views(kernel)).toEqual(['Connect'])
  })

  it("rule: another wallet's connection does not take the visitor off the connecting view they are on", async () => {
    const { kernel, evm, solana } = await setup()
    push(kernel, 'ConnectingExternal', connecting(solana.connector))
    await connect(kernel, { connectorId: evm.connector.id })
    expect(views(kernel)).toEqual(['Connect', 'ConnectingExternal'])
  })

  it("rule: a login method's view lands on Account once a connector of that login method connects, and only then", async () => {
    const { kernel, evm, login, other } = await setup()
    push(kernel, 'EmailOtp', { email: 'visitor@example.test' })
    await connect(kernel, { connectorId: evm.connector.id })
    await connect(kernel, { connectorId: other.id })
    expect(views(kernel)).toEqual(['Connect', 'EmailOtp'])
    await connect(kernel, { connectorId: login.id })
    expect(views(kernel)).toEqual(['Account'])
  })

  it('rule: a connecting view opened on a connection already held shows Account at once, and the wallet is not asked again', async () => {
    const { kernel, evm } = await setup()
    await connect(kernel, { connectorId: evm.connector.id })
    expect(views(kernel)).toEqual(['Connect'])
    push(kernel, 'ConnectingExternal', connecting(evm.connector))
    expect(views(kernel)).toEqual(['Account'])
    expect(evm.wallet.calls.connect).toBe(1)
  })

  it('rule: a connection on a network the site does not support puts UnsupportedChain over Account, never over the finished connecting view', async () => {
    const { kernel, evm } = await setup({ caipNetworkId: 'eip155:999' })
    push(kernel, 'ConnectingExternal', connecting(evm.connector))
    await connect(kernel, { connectorId: evm.connector.id })
    expect(views(kernel)).toEqual(['Account', 'UnsupportedChain'])
  })
})

describe('leaveAfterSwitch', () => {
  it('rule: after a switch the visitor goes back past the network views to where they started', async () => {
    const { kernel } = await setup()
    push(kernel, 'Account')
    push(kernel, 'Networks')
    push(kernel, 'SwitchNetwork')
    leaveAfterSwitch(kernel)
    expect(views(kernel)).toEqual(['Connect', 'Account'])
    expect(kernel.store('modal').getState().open).toBe(true)
  })

  it('rule: when the network views were the whole history, the modal closes', async () => {
    const { kernel } = await setup()
    openModal(kernel, { view: 'UnsupportedChain' })
    leaveAfterSwitch(kernel)
    expect(kernel.store('modal').getState().open).toBe(false)
  })

  it('rule: a connecting view whose connection finished under the network views is not shown again: the visitor lands on Account', async () => {
    const { kernel, evm } = await setup()
    push(kernel, 'ConnectingExternal', connecting(evm.connector))
    // Another chain's wallet went to a network the site does not support while this one was asked.
    push(kernel, 'UnsupportedChain')
    await connect(kernel, { connectorId: evm.connector.id })
    expect(views(kernel)).toEqual(['Connect', 'ConnectingExternal', 'UnsupportedChain'])
    leaveAfterSwitch(kernel)
    expect(views(kernel)).toEqual(['Account'])
    expect(evm.wallet.calls.connect).toBe(1)
  })

  it('rule: a connecting view still waiting under the network views is where the visitor returns', async () => {
    const { kernel, solana } = await setup()
    push(kernel, 'ConnectingExternal', connecting(solana.connector))
    push(kernel, 'UnsupportedChain')
    leaveAfterSwitch(kernel)
    expect(views(kernel)).toEqual(['Connect', 'ConnectingExternal'])
  })
})

describe('afterSendSuccess', () => {
  it('rule: after an ERC20 or Solana send succeeds, the view is replaced with Account', () => {
    const kernel = createTestKernel()
    push(kernel, 'Account')
    push(kernel, 'Networks', { extra: 'send form' })
    const changed = vi.fn()
    kernel.events.on('router:changed', changed)
    afterSendSuccess(kernel)
    const state = kernel.store('router').getState()
    expect(state.history).toEqual([{ view: 'Connect' }, { view: 'Account' }, { view: 'Account' }])
    expect(state.data).toBeUndefined()
    expect(changed).toHaveBeenCalledExactlyOnceWith({ view: 'Account', action: 'replace' })
  })
})

describe('afterSwitchNetworkFailure', () => {
  it('rule: switch-network failure goes back one view', () => {
    const kernel = createTestKernel()
    push(kernel, 'Account')
    push(kernel, 'Networks')
    push(kernel, 'SwitchNetwork')
    afterSwitchNetworkFailure(kernel)
    const state = kernel.store('router').getState()
    expect(state.view).toBe('Networks')
    expect(state.history.map((entry) => entry.view)).toEqual(['Connect', 'Account', 'Networks'])
    expect(state.direction).toBe('prev')
  })
})
