// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LIMITS } from '../../../core/constants/limits.js'
import { STORAGE_KEYS } from '../../../core/constants/storageKeys.js'
import { definePlugin } from '../../../core/kernel/createPluginContext.js'
import type { Kernel, Plugin } from '../../../core/kernel/types.js'
import type { KernelOptions } from '../../../core/options/types.js'
import type { ConnectorType } from '../../../core/types/connector.js'
import type { WalletListing } from '../../../core/types/wallet.js'
import { extension } from '../../../plugins/extension/index.js'
import { registerListingLogin, registerSectionLate } from '../helpers/lateRegistrations.js'
import { registerView, testView } from '../helpers/testViews.js'
import Connect from '../../../react/views/Connect.js'
import { walletCountLabel } from '../../../react/views/Connect/WalletSection.js'
import { createTestKernel } from '../../helpers/createTestKernel.js'
import { mockNetwork } from '../../helpers/mockChainPlugin.js'
import { expectNoAxeViolations, fakeApi, fakeConnector, listing, listings, renderView, setConnectors, setWallets } from '../connect/viewKit.js'

let kernel: Kernel | undefined

afterEach(async () => {
  cleanup()
  await kernel?.destroy()
  kernel = undefined
})

function setup(options: Partial<KernelOptions> = {}, registry: readonly WalletListing[] = listings(3)) {
  const api = fakeApi(registry)
  kernel = registerListingLogin(createTestKernel(options, { fetch: api.fetch }))
  return { kernel, api }
}

/**
 * As `setup`, started with the extension login method (which turns connectors into the browser
 * wallets the view lists as installed) and any plugins given before it.
 */
async function setupWithExtension(options: Partial<KernelOptions> = {}, registry: readonly WalletListing[] = listings(3), plugins: Plugin[] = []) {
  const made = setup(options, registry)
  for (const plugin of plugins) made.kernel.use(plugin)
  await made.kernel.use(extension()).start()
  return made
}

/** A namespace with a label and no connector, so rows can name chain families. */
const labelledNamespace = (namespace: 'eip155' | 'solana', label: string) => definePlugin({
  name: `labelled-${namespace}`,
  setup: (ctx) => ctx.registerNamespace({ namespace, label, networks: [mockNetwork(namespace, '1')], isAddress: () => true }),
})

/** Listings already loaded, so the view's own fetch of them is a no-op. */
function loaded(kernel: Kernel, featured: WalletListing[], recommended: WalletListing[]) {
  setWallets(kernel, { featured, recommended, recommendedStatus: 'loaded' })
}

const walletList = () => screen.getByRole('list', { name: 'Wallets' })
/** Each row's label, second line and tag (the image's initials placeholder is decorative). */
const rowNames = () => within(walletList()).getAllByRole('button').map((button) =>
  [button.querySelector('.pc-item-label')?.firstChild?.textContent, button.querySelector('.pc-item-sub')?.textContent, button.querySelector('.pc-tag')?.textContent]
    .filter(Boolean).join(' '))
const sectionOrder = (container: HTMLElement) => [...container.querySelectorAll('[data-method]')].map((el) => el.getAttribute('data-method'))
const EmailForm = () => <p>email form</p>
const SocialButtons = () => <p>social buttons</p>

describe('Connect: connect methods', () => {
  it('rule: sections follow features.connectMethodsOrder', () => {
    const { kernel } = setup({ features: { connectMethodsOrder: ['wallet', 'social', 'email'] } })
    registerSectionLate(kernel, 'email', EmailForm)
    registerSectionLate(kernel, 'social', SocialButtons)
    const { container } = renderView(kernel, Connect)
    expect(sectionOrder(container)).toEqual(['wallet', 'social', 'email'])
  })

  it('rule: the default order is email, social, wallet', () => {
    const { kernel } = setup()
    registerSectionLate(kernel, 'social', SocialButtons)
    registerSectionLate(kernel, 'email', EmailForm)
    const { container } = renderView(kernel, Connect)
    expect(sectionOrder(container)).toEqual(['email', 'social', 'wallet'])
  })

  it('rule: a method no plugin registered is left out, with no stub', () => {
    const { kernel } = setup()
    const { container } = renderView(kernel, Connect)
    expect(sectionOrder(container)).toEqual(['wallet'])
    expect(container.querySelectorAll('.pc-connect-divider')).toHaveLength(0)
  })

  it('rule: a registered method shows only while its feature is on', async () => {
    const { kernel } = setup({ features: { email: false, socials: false } })
    registerSectionLate(kernel, 'email', EmailForm)
    registerSectionLate(kernel, 'social', SocialButtons)
    const { container } = renderView(kernel, Connect)
    expect(sectionOrder(container)).toEqual(['wallet'])

    act(() => kernel.store('options').setState((draft) => {
      draft.features.email = true
      draft.features.socials = ['google']
    }))
    expect(sectionOrder(container)).toEqual(['email', 'social', 'wallet'])
    expect(await screen.findByText('email form')).toBeTruthy()
  })

  it('rule: a method registered after the view opened shows up, and goes when removed', () => {
    const { kernel } = setup()
    const { container } = renderView(kernel, Connect)
    let remove = () => {}
    act(() => void (remove = registerSectionLate(kernel, 'email', EmailForm)))
    expect(sectionOrder(container)).toEqual(['email', 'wallet'])
    act(() => remove())
    expect(sectionOrder(container)).toEqual(['wallet'])
  })

  it('rule: with wallets disabled and no method registered the view says there is no way to connect', () => {
    const { kernel, api } = setup({ enableWallets: false })
    renderView(kernel, Connect)
    expect(screen.getByText('No way to connect')).toBeTruthy()
    expect(api.requests).toHaveLength(0)
  })
})

describe('Connect: wallet guide', () => {
  const GUIDE = 'https://example.test/new-to-wallets'
  const guideLink = () => screen.queryByRole('link', { name: /Get started/ })

  it("rule: with enableWalletGuide on and walletGuideUrl set, a 'New to wallets? Get started' footer links to it in a new tab with rel=noopener", async () => {
    const { kernel } = setup({ walletGuideUrl: GUIDE })
    const { container } = renderView(kernel, Connect)
    const link = guideLink()!
    expect(link.getAttribute('href')).toBe(GUIDE)
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')?.split(' ')).toContain('noopener')
    expect(link.textContent).toBe('Get started (opens in a new tab)')
    expect(link.closest('p')!.textContent).toMatch(/^New to wallets\?/)
    // The footer follows the ways in.
    expect(container.querySelector('.pc-connect')!.lastElementChild).toBe(link.closest('p'))
    await expectNoAxeViolations(container)
  })

  it('rule: without walletGuideUrl there is no wallet guide footer, even with enableWalletGuide on (the default)', () => {
    const { kernel } = setup()
    renderView(kernel, Connect)
    expect(guideLink()).toBeNull()
    expect(screen.queryByText(/New to wallets/)).toBeNull()
  })

  it('rule: with enableWalletGuide false there is no wallet guide footer, even with walletGuideUrl set', () => {
    const { kernel } = setup({ enableWalletGuide: false, walletGuideUrl: GUIDE })
    renderView(kernel, Connect)
    expect(guideLink()).toBeNull()
  })
})

describe('Connect: wallets', () => {
  it('rule: rows follow the connector type order (walletConnect, recent, injected, featured, custom, external, recommended)', async () => {
    const { kernel } = await setupWithExtension()
    kernel.storage.set(STORAGE_KEYS.recentWallet, 'ann')
    setConnectors(kernel, [
      fakeConnector({ id: 'inj', type: 'INJECTED' }),
      fakeConnector({ id: 'other', type: 'EXTERNAL' as ConnectorType }),
      fakeConnector({ id: 'ann', type: 'ANNOUNCED' }),
      fakeConnector({ id: 'auth', type: 'AUTH' }),
      fakeConnector({ id: 'multi', type: 'MULTI_CHAIN' }),
      fakeConnector({ id: 'wc', type: 'WALLET_CONNECT' }),
    ])
    loaded(kernel, [listing('f1')], [listing('r1'), listing('r2')])
    renderView(kernel, Connect)
    expect(rowNames()).toEqual([
      'Connector wc QR CODE',
      'Connector ann RECENT',
      'Connector inj INSTALLED',
      'Connector multi INSTALLED',
      'Wallet f1',
      'Connector other',
      'Wallet r1',
      'Wallet r2',
      'All Wallets',
    ])
  })

  it('rule: on a phone the WalletConnect row promises no QR code: it says it opens a wallet app on this phone', async () => {
    const { kernel } = await setupWithExtension({ isMobile: () => true })
    setConnectors(kernel, [fakeConnector({ id: 'wc', type: 'WALLET_CONNECT' })])
    loaded(kernel, [], [listing('r1')])
    renderView(kernel, Connect)
    expect(rowNames()).toEqual(['Connector wc Open a wallet app on this phone', 'Wallet r1', 'All Wallets'])
    expect(walletList().textContent).not.toMatch(/QR/i)
  })

  it('rule: a custom connectorTypeOrder is followed and groups it leaves out are not shown', async () => {
    const { kernel } = await setupWithExtension({ features: { connectorTypeOrder: ['recommended', 'injected'] } })
    setConnectors(kernel, [fakeConnector({ id: 'inj' }), fakeConnector({ id: 'wc', type: 'WALLET_CONNECT' })])
    loaded(kernel, [listing('f1')], [listing('r1')])
    renderView(kernel, Connect)
    expect(rowNames()).toEqual(['Wallet r1', 'Connector inj INSTALLED', 'All Wallets'])
  })

  it('rule: a wallet found on several chains is one row, whose second line names its chain families by their labels', async () => {
    const { kernel } = await setupWithExtension({}, listings(3), [labelledNamespace('eip155', 'EVM'), labelledNamespace('solana', 'Solana')])
    setConnectors(kernel, [
      fakeConnector({ id: 'phantom-sol', name: 'Phantom', type: 'ANNOUNCED', chain: 'solana', info: { rdns: 'app.phantom' } }),
      fakeConnector({ id: 'app.phantom', name: 'Phantom', type: 'ANNOUNCED', chain: 'eip155', info: { rdns: 'app.phantom' } }),
      fakeConnector({ id: 'multi', chain: 'eip155' }),
      fakeConnector({ id: 'multi', chain: 'solana' }),
      fakeConnector({ id: 'single', name: 'Single' }),
    ])
    loaded(kernel, [], [])
    renderView(kernel, Connect)
    expect(rowNames()).toEqual([
      'Phantom EVM · Solana INSTALLED',
      'Connector multi EVM · Solana INSTALLED',
      'Single INSTALLED',
      'All Wallets',
    ])
  })

  it('rule: a legacy injected connector named like an announced wallet of its chain is not a second row', async () => {
    const { kernel } = await setupWithExtension()
    setConnectors(kernel, [
      fakeConnector({ id: 'injected', name: 'MetaMask', type: 'INJECTED' }),
      fakeConnector({ id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', info: { rdns: 'io.metamask' } }),
    ])
    loaded(kernel, [], [])
    renderView(kernel, Connect)
    expect(rowNames()).toEqual(['MetaMask INSTALLED', 'All Wallets'])
  })

  it('rule: without the extension login method there are no browser wallets, so no installed row shows', () => {
    const { kernel } = setup()
    setConnectors(kernel, [fakeConnector({ id: 'inj' }), fakeConnector({ id: 'ann', type: 'ANNOUNCED' })])
    loaded(kernel, [], [listing('r1')])
    renderView(kernel, Connect)
    expect(rowNames()).toEqual(['Wallet r1', 'All Wallets'])
  })

  it('rule: the recent browser wallet comes first as RECENT, found by its id or by a connector id an earlier version kept', async () => {
    for (const recent of ['app.phantom', 'phantom-sol']) {
      const { kernel } = await setupWithExtension()
      kernel.storage.set(STORAGE_KEYS.recentWallet, recent)
      setConnectors(kernel, [
        fakeConnector({ id: 'inj', name: 'First' }),
        fakeConnector({ id: 'phantom-sol', name: 'Phantom', type: 'ANNOUNCED', chain: 'solana', info: { rdns: 'app.phantom' } }),
      ])
      loaded(kernel, [], [listing('phantom-listing', { name: 'Phantom', rdns: 'app.phantom' })])
      renderView(kernel, Connect)
      expect(rowNames()).toEqual(['Phantom RECENT', 'First INSTALLED', 'All Wallets'])
      cleanup()
      await kernel.destroy()
    }
  })

  it('rule: a listing that matches an installed wallet (same rdns, else same name) shows once, as the installed wallet', async () => {
    const { kernel } = await setupWithExtension()
    setConnectors(kernel, [
      fakeConnector({ id: 'mm', name: 'MetaMask', info: { rdns: 'io.metamask' } }),
      fakeConnector({ id: 'rabby', name: 'Rabby Wallet' }),
    ])
    loaded(kernel, [listing('mm-listing', { name: 'MetaMask (registry)', rdns: 'io.metamask' })], [
      listing('rabby-listing', { name: 'rabby wallet ' }),
      listing('same-name-other-rdns', { name: 'MetaMask', rdns: 'io.other' }),
      listing('r1'),
    ])
    renderView(kernel, Connect)
    expect(rowNames()).toEqual(['MetaMask INSTALLED', 'Rabby Wallet INSTALLED', 'MetaMask', 'Wallet r1', 'All Wallets'])
  })

  it('rule: the recent listing comes first, tagged RECENT, and is not listed again', () => {
    const { kernel } = setup()
    kernel.storage.set(STORAGE_KEYS.recentWallet, 'r2')
    loaded(kernel, [], [listing('r1'), listing('r2'), listing('r3')])
    renderView(kernel, Connect)
    expect(rowNames()).toEqual(['Wallet r2 RECENT', 'Wallet r1', 'Wallet r3', 'All Wallets'])
  })

  it('rule: picking an installed wallet remembers its wallet id and opens ConnectingExternal with its connector and the wallet, as plain data', async () => {
    const { kernel } = await setupWithExtension()
    setConnectors(kernel, [fakeConnector({ id: 'inj', name: 'Injected', info: { rdns: 'dev.inj', icon: 'https://x.test/i.png' } })])
    loaded(kernel, [], [])
    renderView(kernel, Connect)
    fireEvent.click(screen.getByRole('button', { name: /Injected/ }))
    const router = kernel.store('router').getState()
    expect(router.view).toBe('ConnectingExternal')
    const connector = { id: 'inj', name: 'Injected', type: 'INJECTED', chain: 'eip155', info: { rdns: 'dev.inj', icon: 'https://x.test/i.png' } }
    expect(router.data).toEqual({
      connector,
      wallet: { id: 'dev.inj', name: 'Injected', icon: 'https://x.test/i.png', rdns: 'dev.inj', multiChain: false, connectors: [connector] },
    })
    expect(JSON.parse(JSON.stringify(router.data))).toEqual(router.data)
    expect(kernel.storage.get(STORAGE_KEYS.recentWallet)).toBe('dev.inj')
  })

  it('rule: picking a multi-chain wallet opens ConnectingExternal with the wallet and no connector, so it asks for a chain family', async () => {
    const { kernel } = await setupWithExtension()
    setConnectors(kernel, [
      fakeConnector({ id: 'app.phantom', name: 'Phantom', type: 'ANNOUNCED', info: { rdns: 'app.phantom' } }),
      fakeConnector({ id: 'phantom-sol', name: 'Phantom', type: 'ANNOUNCED', chain: 'solana', info: { rdns: 'app.phantom' } }),
    ])
    loaded(kernel, [], [])
    renderView(kernel, Connect)
    fireEvent.click(screen.getByRole('button', { name: /Phantom/ }))
    const router = kernel.store('router').getState()
    expect(router.view).toBe('ConnectingExternal')
    expect(router.data?.connector).toBeUndefined()
    expect(router.data?.wallet).toMatchObject({ id: 'app.phantom', multiChain: true, connectors: [{ id: 'app.phantom' }, { id: 'phantom-sol' }] })
    expect(kernel.storage.get(STORAGE_KEYS.recentWallet)).toBe('app.phantom')
  })

  it('rule: picking a listing remembers it and opens ConnectingWalletConnect with the wallet', () => {
    const { kernel } = setup()
    loaded(kernel, [], [listing('r1', { mobile_link: 'r1://' })])
    renderView(kernel, Connect)
    fireEvent.click(screen.getByRole('button', { name: 'Wallet r1' }))
    const router = kernel.store('router').getState()
    expect(router.view).toBe('ConnectingWalletConnect')
    expect(router.data).toEqual({ wallet: listing('r1', { mobile_link: 'r1://' }) })
    expect(kernel.storage.get(STORAGE_KEYS.recentWallet)).toBe('r1')
  })

  it('rule: the WalletConnect connector opens the QR view on desktop and the wallet list on a phone', () => {
    for (const [isMobile, view] of [[false, 'ConnectingWalletConnect'], [true, 'AllWallets']] as const) {
      const { kernel } = setup({ isMobile: () => isMobile })
      setConnectors(kernel, [fakeConnector({ id: 'wc', name: 'WalletConnect', type: 'WALLET_CONNECT' })])
      loaded(kernel, [], [])
      renderView(kernel, Connect)
      fireEvent.click(screen.getByRole('button', { name: /WalletConnect/ }))
      expect(kernel.store('router').getState().view).toBe(view)
      expect(kernel.storage.get(STORAGE_KEYS.recentWallet)).toBeUndefined()
      cleanup()
    }
  })

  it('rule: All Wallets shows the registry count rounded down to tens and opens AllWallets', async () => {
    const { kernel } = setup({}, listings(347))
    renderView(kernel, Connect)
    const allWallets = await screen.findByRole('button', { name: 'All Wallets 340+' })
    fireEvent.click(allWallets)
    expect(kernel.store('router').getState().view).toBe('AllWallets')
  })

  it('rule: the count tag is exact under ten, else rounded down to tens with a plus', () => {
    expect([0, 1, 9, 10, 19, 347, 3000].map(walletCountLabel)).toEqual([undefined, '1', '9', '10+', '10+', '340+', '3000+'])
  })

  it('rule: listings and images load only once the view mounts, and images only for the listings shown', async () => {
    const { kernel, api } = setup({ featuredWalletIds: ['w9'] }, listings(50))
    expect(api.requests).toHaveLength(0)
    renderView(kernel, Connect)
    await screen.findByRole('button', { name: 'Wallet w9' })
    expect(api.paramsOf('/getWallets').map((params) => [params.page, params.entries])).toEqual(
      expect.arrayContaining([['1', '1'], ['1', '4'], ['1', '40']]),
    )
    expect(rowNames()).toEqual(['Wallet w9', 'Wallet w1', 'Wallet w2', 'Wallet w3', 'Wallet w4', 'All Wallets 50+'])
    await waitFor(() => expect(api.imageIds().sort()).toEqual(['w1', 'w2', 'w3', 'w4', 'w9']))
    await waitFor(() => expect(kernel.store('wallets').getState().images.w1).toMatch(/^blob:/))
    expect(walletList().querySelector('img')?.getAttribute('src')).toMatch(/^blob:/)
  })

  it('rule: skeleton rows (as many as the featured and recommended wallets to come) show while listings load; a failure shows a retry row that loads them again', async () => {
    const { kernel, api } = setup()
    api.failing.add('/getWallets')
    const { container } = renderView(kernel, Connect)
    expect(container.querySelectorAll('.pc-skeleton-row[aria-hidden="true"]')).toHaveLength(kernel.options.featuredWalletIds.length + LIMITS.recommendedWallets)
    expect(screen.getByRole('status').textContent).toBe('Loading wallets')

    const retry = await screen.findByRole('button', { name: /Try again/ })
    expect(container.querySelectorAll('.pc-skeleton-row')).toHaveLength(0)
    api.failing.clear()
    fireEvent.click(retry)
    await screen.findByRole('button', { name: 'Wallet w1' })
    expect(screen.queryByRole('button', { name: /Try again/ })).toBeNull()
  })

  it('rule: with no connector and an empty registry the section says no wallet was found', async () => {
    const { kernel } = setup({}, [])
    renderView(kernel, Connect)
    await screen.findByText('No wallet was found in this browser.')
    expect(rowNames()).toEqual(['All Wallets'])
  })

  it('rule: with WalletConnect disabled only installed wallets and connectors show, and the registry is not asked', async () => {
    const { kernel, api } = await setupWithExtension({ enableWalletConnect: false })
    setConnectors(kernel, [fakeConnector({ id: 'inj' })])
    renderView(kernel, Connect)
    expect(rowNames()).toEqual(['Connector inj INSTALLED'])
    expect(api.requests).toHaveLength(0)
  })

  it('rule: without apiUrl the section offers the browser wallets and WalletConnect only: no listings, no placeholders, no All Wallets, and the registry is not asked', async () => {
    const { kernel, api } = await setupWithExtension({ apiUrl: undefined, featuredWalletIds: ['w1'] })
    setConnectors(kernel, [fakeConnector({ id: 'wc', name: 'WalletConnect', type: 'WALLET_CONNECT' }), fakeConnector({ id: 'inj' })])
    const { container } = renderView(kernel, Connect)
    expect(rowNames()).toEqual(['WalletConnect QR CODE', 'Connector inj INSTALLED'])
    expect(container.querySelectorAll('.pc-skeleton-row')).toHaveLength(0)
    expect(screen.queryByRole('status')).toBeNull()
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)))
    expect(api.requests).toHaveLength(0)
  })

  it('rule: without apiUrl the WalletConnect connector opens the pairing view on a phone too: there is no wallet list to open', () => {
    const { kernel } = setup({ apiUrl: undefined, isMobile: () => true })
    setConnectors(kernel, [fakeConnector({ id: 'wc', name: 'WalletConnect', type: 'WALLET_CONNECT' })])
    renderView(kernel, Connect)
    fireEvent.click(screen.getByRole('button', { name: /WalletConnect/ }))
    expect(kernel.store('router').getState()).toMatchObject({ view: 'ConnectingWalletConnect', data: { connector: { id: 'wc' } } })
  })

  it('rule: the loading state and the wallet rows with their tags have no axe violations', async () => {
    const { kernel } = await setupWithExtension({}, listings(3), [labelledNamespace('eip155', 'EVM'), labelledNamespace('solana', 'Solana')])
    kernel.storage.set(STORAGE_KEYS.recentWallet, 'w2')
    setConnectors(kernel, [
      fakeConnector({ id: 'inj' }),
      fakeConnector({ id: 'wc', type: 'WALLET_CONNECT' }),
      fakeConnector({ id: 'multi', chain: 'solana' }),
      fakeConnector({ id: 'multi', chain: 'eip155' }),
    ])
    const { container } = renderView(kernel, Connect)
    expect(screen.getByRole('button', { name: /EVM · Solana/ })).toBeTruthy()
    await expectNoAxeViolations(container)
    await screen.findByRole('button', { name: /Wallet w2/ })
    await expectNoAxeViolations(container)
  })

  it('rule: the retry row has no axe violations', async () => {
    const { kernel, api } = setup()
    api.failing.add('/getWallets')
    const { container } = renderView(kernel, Connect)
    await screen.findByRole('button', { name: /Try again/ })
    await expectNoAxeViolations(container)
  })
})

describe('Connect: preloading', () => {
  /** The visitor's intents: a pointer over the row, keyboard focus on it, a finger or button going down. */
  const intents = {
    pointerEnter: (element: HTMLElement) => fireEvent.pointerEnter(element),
    // element.focus() is what a keyboard's Tab does to a row: happy-dom matches it as :focus-visible.
    keyboardFocus: (element: HTMLElement) => act(() => element.focus()),
    pointerDown: (element: HTMLElement) => fireEvent.pointerDown(element),
  }

  it.each(Object.keys(intents) as (keyof typeof intents)[])(
    'rule: a row fetches the views it leads to on %s, before its click: its connecting view and the Account view the connection ends on',
    async (intent) => {
      const { kernel } = await setupWithExtension()
      setConnectors(kernel, [fakeConnector({ id: 'inj', type: 'INJECTED' })])
      loaded(kernel, [], [listing('r1')])
      const loads = { external: vi.fn(testView('ConnectingExternal')), pairing: vi.fn(testView('ConnectingWalletConnect')), account: vi.fn(testView('Account')) }
      registerView(kernel, 'ConnectingExternal', { title: 'External', load: loads.external })
      registerView(kernel, 'ConnectingWalletConnect', { title: 'Pairing', load: loads.pairing })
      registerView(kernel, 'Account', { title: 'Account', load: loads.account })
      renderView(kernel, Connect)

      intents[intent](within(walletList()).getByRole('button', { name: /Connector inj/ }))
      expect(loads.external).toHaveBeenCalledTimes(1)
      expect(loads.account).toHaveBeenCalledTimes(1)
      expect(loads.pairing).not.toHaveBeenCalled()

      intents[intent](within(walletList()).getByRole('button', { name: /Wallet r1/ }))
      expect(loads.pairing).toHaveBeenCalledTimes(1)
      // Each chunk is fetched once, however often the visitor points at rows.
      expect(loads.account).toHaveBeenCalledTimes(1)
      expect(kernel.store('router').getState().view).toBe('Connect')
    },
  )

  it('rule: a focus the browser would not ring (the modal focusing its first row after a click) fetches nothing', async () => {
    const { kernel } = await setupWithExtension()
    setConnectors(kernel, [fakeConnector({ id: 'inj', type: 'INJECTED' })])
    const external = vi.fn(testView('ConnectingExternal'))
    registerView(kernel, 'ConnectingExternal', { title: 'External', load: external })
    renderView(kernel, Connect)
    // A focus event on a row that is not :focus-visible.
    fireEvent.focus(within(walletList()).getByRole('button', { name: /Connector inj/ }))
    expect(external).not.toHaveBeenCalled()
  })

  it('rule: the All Wallets row fetches All Wallets on pointerenter', async () => {
    const { kernel } = await setupWithExtension()
    loaded(kernel, [], [listing('r1')])
    const allWallets = vi.fn(testView('AllWallets'))
    registerView(kernel, 'AllWallets', { title: 'All Wallets', load: allWallets })
    renderView(kernel, Connect)
    fireEvent.pointerEnter(within(walletList()).getByRole('button', { name: /All Wallets/ }))
    expect(allWallets).toHaveBeenCalledTimes(1)
  })
})
