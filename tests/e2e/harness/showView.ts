import type { Page } from 'playwright-core'
import { settle } from './settle.js'
import { waitForView } from './waitForView.js'

/** The views react/ ships, in the order the visual tests walk them (UnsupportedChain last: it leaves the wallet on a foreign network). */
export const SHOWN_VIEWS = [
  'Connect', 'AllWallets', 'ConnectingWalletConnect', 'ConnectingWalletConnectBasic', 'ConnectingExternal',
  'Account', 'Networks', 'SwitchNetwork', 'SwitchActiveChain', 'ProfileWallets', 'ApproveTransaction', 'UnsupportedChain',
] as const

export type ShownView = (typeof SHOWN_VIEWS)[number]

/**
 * Puts the test page's modal on `view` in the state a visitor typically sees it, with the history
 * a visitor would have (so Back shows where it would), and waits until it has settled. It drives
 * the kernel through the page's core actions (window.__porticoActions) rather than clicks: the
 * flows themselves are tested by clicking in views.e2e.test.ts; this is for photos and axe, and
 * works from whatever state the previous view left. Wallets that wait (ConnectingExternal,
 * SwitchNetwork) are told to hang, so the photo shows the wait and not its outcome.
 */
export async function showView(page: Page, view: ShownView): Promise<void> {
  await page.evaluate(async (view) => {
    const kernel = window.__portico!
    const actions = window.__porticoActions!
    const evm = window.__porticoMocks!.eip155!
    const chains = () => kernel.store('chains').getState()
    const evmChain = () => chains().byNamespace.eip155!
    const network = (id: string) => Object.values(chains().byNamespace)
      .flatMap((chain) => chain?.network.requestedCaipNetworks ?? []).find((candidate) => candidate.caipNetworkId === id)!

    actions.closeModal(kernel)
    window.__porticoSwitch!.eip155 = 'approve'
    evm.behaviour = 'approve'
    const disconnected = ['Connect', 'AllWallets', 'ConnectingWalletConnect', 'ConnectingWalletConnectBasic', 'ConnectingExternal']
    const wanted = view === 'UnsupportedChain' ? 'foreign' : disconnected.includes(view) ? 'none' : 'home'
    const { account, network: current } = evmChain()
    const now = account.status === 'disconnected' ? 'none'
      : account.status === 'connected' && !current.unsupported && current.caipNetwork?.caipNetworkId === 'eip155:1' &&
        chains().activeNamespace === 'eip155' ? 'home' : 'other'
    if (now !== wanted) {
      if (now !== 'none') await actions.disconnect(kernel, { namespace: 'eip155', closeModal: false })
      if (wanted !== 'none') {
        // A wallet on a network the site lacks opens UnsupportedChain by itself (SPEC section 4).
        evm.caipNetworkId = wanted === 'foreign' ? 'eip155:999' : 'eip155:1'
        await actions.connect(kernel, { connectorId: 'mock-eip155', namespace: 'eip155' })
        evm.caipNetworkId = 'eip155:1'
      }
    }
    if (view === 'UnsupportedChain') return

    actions.openModal(kernel, { view: wanted === 'home' ? 'Account' : view === 'ConnectingWalletConnectBasic' ? view : 'Connect' })
    const wallets = kernel.store('wallets').getState()
    switch (view) {
      case 'AllWallets':
        return actions.push(kernel, 'AllWallets')
      case 'ConnectingWalletConnect': {
        const wallet = [...wallets.recommended, ...wallets.listings][0]
        return actions.push(kernel, 'ConnectingWalletConnect', wallet ? { wallet } : {})
      }
      case 'ConnectingExternal': {
        evm.behaviour = 'hang'
        const { id, name, type, chain, info } = kernel.store('connectors').getState().connectors.find((c) => c.id === 'mock-eip155')!
        return actions.push(kernel, 'ConnectingExternal', { connector: { id, name, type, chain, ...(info ? { info } : {}) } })
      }
      case 'Networks':
        return actions.push(kernel, 'Networks')
      case 'SwitchNetwork':
        window.__porticoSwitch!.eip155 = 'hang'
        actions.push(kernel, 'Networks')
        return actions.push(kernel, 'SwitchNetwork', { network: network('eip155:2') })
      case 'SwitchActiveChain':
        actions.push(kernel, 'Networks')
        return actions.push(kernel, 'SwitchActiveChain', { network: network('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp') })
      case 'ProfileWallets':
        return actions.push(kernel, 'ProfileWallets')
      case 'ApproveTransaction':
        return actions.pushTransaction(kernel, { view: 'ApproveTransaction' })
    }
  }, view)
  await waitForView(page, view)
  await settle(page)
}
