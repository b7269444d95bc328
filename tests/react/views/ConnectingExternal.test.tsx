// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { openModal } from '../../../core/actions/modalActions.js'
import type { ChainNamespace } from '../../../core/constants/namespaces.js'
import { STORAGE_KEYS } from '../../../core/constants/storageKeys.js'
import { ConnectionError } from '../../../core/errors/ConnectionError.js'
import { definePlugin } from '../../../core/kernel/createPluginContext.js'
import type { Kernel, Plugin } from '../../../core/kernel/types.js'
import { goBack } from '../../../core/router/navigationRules.js'
import { push } from '../../../core/router/router.js'
import type { ViewData } from '../../../core/router/ViewRegistry.js'
import type { Connector, ConnectResult } from '../../../core/types/connector.js'
import { extension } from '../../../plugins/extension/index.js'
import { externalViewData } from '../../../react/connect/externalViewData.js'
import { toConnectorInfo } from '../../../react/connect/installedConnectors.js'
import { KernelContext, useKernelState } from '../../../react/hooks/useKernel.js'
import ConnectingExternal from '../../../react/views/ConnectingExternal.js'
import { createTestKernel } from '../../helpers/createTestKernel.js'
import { mockChainPlugin, mockNetwork } from '../../helpers/mockChainPlugin.js'
import { expectNoAxeViolations, fakeConnector, renderView } from '../connect/viewKit.js'

let kernel: Kernel | undefined

afterEach(async () => {
  cleanup()
  await kernel?.destroy()
  kernel = undefined
})

/** A started kernel with the mock eip155 chain and, optionally, one more connector. */
async function setup(extra?: Connector) {
  const chain = mockChainPlugin()
  kernel = createTestKernel().use(chain.plugin)
  if (extra) {
    kernel.use(definePlugin({
      name: 'extra-connector',
      setup: (ctx) => ctx.registerConnectorSource({ id: 'extra', watch: (emit) => emit([extra]) }),
    }))
  }
  await kernel.start()
  return { kernel, wallet: chain.wallet, connector: extra ?? chain.connector }
}

/** Opens the modal on ConnectingExternal for `connector`, as the Connect view does, and renders it. */
function show(kernel: Kernel, connector: Connector, options: { strict?: boolean } = {}) {
  const data = { connector: toConnectorInfo(connector) }
  openModal(kernel, { view: 'Connect' })
  push(kernel, 'ConnectingExternal', data)
  return renderView(kernel, ConnectingExternal, data, options)
}

const ACCOUNT = { namespace: 'eip155' as const, address: '0x2222222222222222222222222222222222222222', type: 'eoa' as const }

function gatedConnector() {
  let answer!: { resolve(result: ConnectResult): void; reject(error: unknown): void }
  const connector = fakeConnector({ id: 'gated', name: 'Gated' }, () => new Promise((resolve, reject) => {
    answer = { resolve, reject }
  }))
  return { connector, answer: () => answer }
}

describe('ConnectingExternal', () => {
  it('rule: the wallet is asked once on mount, also under StrictMode', async () => {
    const { kernel, wallet, connector } = await setup()
    show(kernel, connector, { strict: true })
    await waitFor(() => expect(kernel.store('router').getState().view).toBe('Account'))
    expect(wallet.calls.connect).toBe(1)
  })

  it('rule: while waiting it shows the 80 px wallet image, "Continue in <name>" and a spinner', async () => {
    const { kernel, connector } = await setup(fakeConnector({ id: 'slow', name: 'Slow Wallet' }, () => new Promise(() => {})))
    const { container } = show(kernel, connector)
    expect(screen.getByText('Continue in Slow Wallet')).toBeTruthy()
    expect(screen.getByRole('status', { name: 'Waiting for Slow Wallet' })).toBeTruthy()
    const image = container.querySelector<HTMLElement>('.pc-image')!
    expect([image.style.width, image.style.height]).toEqual(['80px', '80px'])
  })

  it('rule: once connected the modal shows Account in a fresh history, and the wallet is remembered', async () => {
    const { kernel, connector } = await setup()
    show(kernel, connector)
    await waitFor(() => expect(kernel.store('router').getState().view).toBe('Account'))
    expect(kernel.store('router').getState().history).toEqual([{ view: 'Account' }])
    expect(kernel.store('chains').getState().byNamespace.eip155?.account.status).toBe('connected')
    expect(kernel.storage.get(STORAGE_KEYS.recentWallet)).toBe(connector.id)
  })

  it('rule: a rejection shows "Connection rejected", shakes the modal, and Try again asks again', async () => {
    const { kernel, wallet, connector } = await setup()
    wallet.behaviour = 'reject'
    show(kernel, connector)
    expect((await screen.findByRole('alert')).textContent).toContain('Connection rejected')
    expect(kernel.store('modal').getState().shake).toBe(true)
    expect(kernel.store('router').getState().view).toBe('ConnectingExternal')

    wallet.behaviour = 'approve'
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(screen.getByText('Continue in Mock eip155 wallet')).toBeTruthy()
    await waitFor(() => expect(kernel.store('router').getState().view).toBe('Account'))
    expect(wallet.calls.connect).toBe(2)
  })

  it('rule: any other failure shows "Failed to connect", shakes the modal, and offers a retry', async () => {
    let fail = true
    const { kernel, connector } = await setup(fakeConnector({ id: 'flaky', name: 'Flaky' }, async () => {
      if (fail) throw new Error('the extension crashed')
      return { accounts: [ACCOUNT], caipNetworkId: 'eip155:1' }
    }))
    show(kernel, connector)
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to connect')
    expect(screen.queryByText('Connection rejected')).toBeNull()
    expect(kernel.store('modal').getState().shake).toBe(true)

    fail = false
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(kernel.store('router').getState().view).toBe('Account'))
  })

  it('rule: a connection that lands after the visitor went back does not navigate', async () => {
    const gated = gatedConnector()
    const { kernel, connector } = await setup(gated.connector)
    show(kernel, connector)
    goBack(kernel)
    gated.answer().resolve({ accounts: [ACCOUNT], caipNetworkId: 'eip155:1' })
    await waitFor(() => expect(kernel.store('chains').getState().byNamespace.eip155?.account.status).toBe('connected'))
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(kernel.store('router').getState().history).toEqual([{ view: 'Connect' }])
    expect(kernel.store('modal').getState().shake).toBe(false)
  })

  it('rule: a refusal that lands after the visitor went back does not shake the modal', async () => {
    const gated = gatedConnector()
    const { kernel, connector } = await setup(gated.connector)
    show(kernel, connector)
    goBack(kernel)
    gated.answer().reject(new Error('late refusal'))
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(kernel.store('modal').getState().shake).toBe(false)
    expect(kernel.store('router').getState().view).toBe('Connect')
  })

  it('rule: without a connector in the view data it says none was found, and Back leaves', async () => {
    const { kernel } = await setup()
    openModal(kernel, { view: 'Connect' })
    push(kernel, 'ConnectingExternal')
    renderView(kernel, ConnectingExternal, undefined)
    expect(screen.getByRole('alert').textContent).toBe('No connector found for connection')
    fireEvent.click(screen.getByRole('button', { name: 'Back' }))
    expect(kernel.store('router').getState().view).toBe('Connect')
  })

  it('rule: the waiting and the failed states have no axe violations', async () => {
    const { kernel, wallet, connector } = await setup()
    wallet.behaviour = 'reject'
    const { container } = show(kernel, connector)
    await expectNoAxeViolations(container)
    await screen.findByRole('alert')
    await expectNoAxeViolations(container)
  })
})

/** A chain plugin whose namespace carries a label ("EVM"), as a real chain plugin's does. */
function labelled(plugin: Plugin, label: string): Plugin {
  return { ...plugin, setup: (ctx) => plugin.setup({ ...ctx, registerNamespace: (definition) => ctx.registerNamespace({ ...definition, label }) }) }
}

/** One wallet, Phantom, announced on eip155 and solana; each chain's connect is steerable. */
function phantom() {
  const answers: Record<string, 'approve' | 'reject' | 'hang'> = { eip155: 'approve', solana: 'approve' }
  const calls: ChainNamespace[] = []
  const make = (id: string, chain: ChainNamespace, address: string) => fakeConnector(
    { id, name: 'Phantom', type: 'ANNOUNCED', chain, info: { rdns: 'app.phantom', icon: 'https://x.test/phantom.png' } },
    async () => {
      calls.push(chain)
      if (answers[chain] === 'reject') throw new ConnectionError('CONNECTION_REJECTED')
      if (answers[chain] === 'hang') return new Promise<never>(() => {})
      return { accounts: [{ namespace: chain, address, type: 'eoa' }], caipNetworkId: chain === 'eip155' ? 'eip155:1' : 'solana:main' }
    },
  )
  const connectors = [make('app.phantom', 'eip155', ACCOUNT.address), make('phantom-sol', 'solana', 'PhantomSo1anaAccount1111111111111111111111')]
  return { connectors, answers, calls }
}

/** A started kernel with EVM and Solana, the extension login method and Phantom discovered. */
async function setupMultiChain() {
  const wallet = phantom()
  kernel = createTestKernel()
    .use(labelled(mockChainPlugin().plugin, 'EVM'))
    .use(labelled(mockChainPlugin({ namespace: 'solana', networks: [{ ...mockNetwork('solana', 'main', 'Mock Solana'), assets: { imageUrl: 'https://x.test/solana.png' } }] }).plugin, 'Solana'))
    .use(extension())
    .use(definePlugin({ name: 'phantom', setup: (ctx) => ctx.registerConnectorSource({ id: 'phantom', watch: (emit) => emit(wallet.connectors) }) }))
  await kernel.start()
  const browserWallet = kernel.store('connectors').getState().browserWallets.find((candidate) => candidate.id === 'app.phantom')!
  return { kernel, wallet, browserWallet }
}

/** Opens ConnectingExternal from Connect with `data`, as the Connect view does, and renders what the router shows. */
function showData(kernel: Kernel, data: ViewData) {
  openModal(kernel, { view: 'Connect' })
  push(kernel, 'ConnectingExternal', data)
  const Routed = () => {
    const routed = useKernelState('router', (s) => s.data)
    return <ConnectingExternal kernel={kernel} data={routed} />
  }
  return render(<KernelContext.Provider value={kernel}><Routed /></KernelContext.Provider>)
}

const familyButtons = () => within(screen.getByRole('list', { name: 'Phantom chain families' })).getAllByRole('button')

describe('ConnectingExternal: multi-chain wallets', () => {
  it('rule: opened with a multi-chain wallet and no connector, it asks which chain family: one button each, by label, in namespace order', async () => {
    const { kernel, wallet, browserWallet } = await setupMultiChain()
    showData(kernel, externalViewData({ wallet: browserWallet }))
    expect(screen.getByText('Choose a chain family')).toBeTruthy()
    const labels = familyButtons().map((button) => button.querySelector('.pc-item-label')?.firstChild?.textContent)
    expect(labels).toEqual(['EVM', 'Solana'])
    // Buttons are in the Tab order, so keys reach them.
    expect(familyButtons().every((button) => button.tagName === 'BUTTON' && button.tabIndex === 0)).toBe(true)
    expect(wallet.calls).toEqual([])
  })

  it("rule: each family's row shows the network it connects on, that network's image or initials, not the wallet's icon again", async () => {
    const { kernel, browserWallet } = await setupMultiChain()
    const { container } = showData(kernel, externalViewData({ wallet: browserWallet }))
    expect(familyButtons().map((button) => button.querySelector('.pc-item-sub')?.textContent)).toEqual(['Mock One', 'Mock Solana'])
    const images = familyButtons().map((button) => button.querySelector('.pc-image'))
    expect(images[0]?.textContent).toBe('MO')
    expect(images[1]?.querySelector('img')?.getAttribute('src')).toBe('https://x.test/solana.png')
    expect(container.querySelector('img[src="https://x.test/phantom.png"]')).toBeNull()
  })

  it("rule: choosing a family names its connector in the router data, connects that namespace, remembers the wallet's id and shows Account", async () => {
    const { kernel, wallet, browserWallet } = await setupMultiChain()
    wallet.answers.solana = 'hang'
    showData(kernel, externalViewData({ wallet: browserWallet }))
    fireEvent.click(familyButtons()[1]!)
    expect(await screen.findByText('Continue in Phantom')).toBeTruthy()
    const router = kernel.store('router').getState()
    // Replaced, not pushed: Back leads to where the wallet was picked.
    expect(router.history.map((entry) => entry.view)).toEqual(['Connect', 'ConnectingExternal'])
    expect(router.data).toMatchObject({ connector: { id: 'phantom-sol', chain: 'solana' }, wallet: { id: 'app.phantom' } })
    expect(wallet.calls).toEqual(['solana'])
    cleanup()

    wallet.answers.eip155 = 'approve'
    showData(kernel, externalViewData({ wallet: browserWallet }))
    fireEvent.click(familyButtons()[0]!)
    await waitFor(() => expect(kernel.store('router').getState().view).toBe('Account'))
    expect(wallet.calls).toEqual(['solana', 'eip155'])
    expect(kernel.store('chains').getState().byNamespace.eip155).toMatchObject({ connectorId: 'app.phantom', account: { status: 'connected' } })
    expect(kernel.storage.get(STORAGE_KEYS.recentWallet)).toBe('app.phantom')
  })

  it('rule: a wallet opened with its connector named connects at once, with no chooser', async () => {
    const { kernel, wallet, browserWallet } = await setupMultiChain()
    showData(kernel, externalViewData({ wallet: browserWallet, connector: browserWallet.connectors[1]! }))
    expect(screen.queryByText('Choose a chain family')).toBeNull()
    await waitFor(() => expect(kernel.store('router').getState().view).toBe('Account'))
    expect(wallet.calls).toEqual(['solana'])
  })

  it("rule: a refusal on the chosen family shows 'Connection rejected', and Try again asks that family again", async () => {
    const { kernel, wallet, browserWallet } = await setupMultiChain()
    wallet.answers.solana = 'reject'
    showData(kernel, externalViewData({ wallet: browserWallet }))
    fireEvent.click(familyButtons()[1]!)
    expect((await screen.findByRole('alert')).textContent).toBe('Connection rejectedThe request was declined in Phantom.')
    wallet.answers.solana = 'approve'
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(kernel.store('router').getState().view).toBe('Account'))
    expect(wallet.calls).toEqual(['solana', 'solana'])
  })

  it('rule: a browser wallet on one chain family connected through its connector is remembered by its wallet id', async () => {
    const { kernel } = await setupMultiChain()
    const single = kernel.store('connectors').getState().browserWallets.find((candidate) => candidate.id === 'dev.portico.mock.eip155')!
    expect(single.multiChain).toBe(false)
    // Opened with the connector only, as All Wallets does: the wallet is looked up.
    showData(kernel, { connector: toConnectorInfo(single.connectors[0]!) })
    await waitFor(() => expect(kernel.store('router').getState().view).toBe('Account'))
    expect(kernel.storage.get(STORAGE_KEYS.recentWallet)).toBe('dev.portico.mock.eip155')
  })

  it('rule: view data whose wallet is a registry listing, with no connector, says no connector was found', async () => {
    const { kernel } = await setupMultiChain()
    showData(kernel, { wallet: { id: 'w1', name: 'Wallet w1', image_id: 'img' } })
    expect(screen.getByRole('alert').textContent).toBe('No connector found for connection')
  })

  it('rule: the chain family chooser has no axe violations', async () => {
    const { kernel, browserWallet } = await setupMultiChain()
    const { container } = showData(kernel, externalViewData({ wallet: browserWallet }))
    await expectNoAxeViolations(container)
  })
})
