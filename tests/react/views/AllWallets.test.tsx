// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { toConnectorInfo } from '../../../react/connect/installedConnectors.js'
import { STORAGE_KEYS } from '../../../core/constants/storageKeys.js'
import type { Kernel } from '../../../core/kernel/types.js'
import type { KernelOptions } from '../../../core/options/types.js'
import type { WalletListing } from '../../../core/types/wallet.js'
import AllWallets from '../../../react/views/AllWallets.js'
import { GRID_COLUMNS, GRID_ROW_HEIGHT } from '../../../react/views/AllWallets/WalletGrid.js'
import { createTestKernel } from '../../helpers/createTestKernel.js'
import { registerListingLogin } from '../helpers/lateRegistrations.js'
import { mockChainPlugin } from '../../helpers/mockChainPlugin.js'
import { expectNoAxeViolations, fakeApi, fakeConnector, listing, listings, renderView, setConnectors } from '../connect/viewKit.js'

const VIEWPORT = 440

let kernel: Kernel | undefined

beforeEach(() => {
  // happy-dom lays nothing out: give the scroll box the size it has in the modal.
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(VIEWPORT)
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(328)
})

afterEach(async () => {
  vi.useRealTimers()
  cleanup()
  await kernel?.destroy()
  kernel = undefined
})

async function setup(registry: readonly WalletListing[], options: Partial<KernelOptions> = {}, { chain = false } = {}) {
  const api = fakeApi(registry)
  kernel = registerListingLogin(createTestKernel(options, { fetch: api.fetch }))
  if (chain) {
    kernel.use(mockChainPlugin().plugin)
    await kernel.start()
  }
  return { kernel, api }
}

const grid = () => screen.getByRole('list', { name: 'Wallets' })
const tileNames = () => within(grid()).getAllByRole('button').map((button) => button.getAttribute('title'))
const tileIds = (wallets: readonly WalletListing[]) => {
  const byName = new Map(wallets.map((wallet) => [wallet.name, wallet.id]))
  return tileNames().map((name) => byName.get(name!)!)
}
const scroller = () => grid().parentElement!
const typeQuery = (value: string) => fireEvent.change(screen.getByRole('searchbox', { name: 'Search wallets' }), { target: { value } })

describe('AllWallets', () => {
  it('rule: the first page of 40 loads on mount', async () => {
    const { kernel, api } = await setup(listings(100))
    renderView(kernel, AllWallets)
    await screen.findByRole('button', { name: 'Wallet w1' })
    expect(api.paramsOf('/getWallets').map(({ page, entries }) => ({ page, entries }))).toEqual([{ page: '1', entries: '40' }])
  })

  it('rule: the grid is virtualized: only the rows on screen and one overscan row are in the DOM', async () => {
    const { kernel } = await setup(listings(100))
    renderView(kernel, AllWallets)
    await screen.findByRole('button', { name: 'Wallet w1' })
    const rows = Math.ceil(VIEWPORT / GRID_ROW_HEIGHT) + 1
    expect(tileNames()).toHaveLength(rows * GRID_COLUMNS)
    expect(screen.queryByRole('button', { name: 'Wallet w40' })).toBeNull()
    expect(within(grid()).getAllByRole('listitem')[0]!.getAttribute('aria-setsize')).toBe('100')
  })

  it('rule: wallet images load for the visible rows only', async () => {
    const registry = listings(100)
    const { kernel, api } = await setup(registry)
    renderView(kernel, AllWallets)
    await screen.findByRole('button', { name: 'Wallet w1' })
    const shown = tileIds(registry)
    await waitFor(() => expect(api.imageIds().sort()).toEqual([...shown].sort()))
    expect(shown).not.toContain('w40')
  })

  it('rule: a later screenful waits for the list to rest before its images are fetched: a query typed over fetches none', async () => {
    const registry = listings(100)
    const { kernel, api } = await setup(registry)
    renderView(kernel, AllWallets)
    await screen.findByRole('button', { name: 'Wallet w1' })
    const first = tileIds(registry)
    await waitFor(() => expect(api.imageIds().sort()).toEqual([...first].sort()))
    typeQuery('w3')
    const typedOver = tileIds(registry).filter((id) => !first.includes(id))
    expect(typedOver.length).toBeGreaterThan(0)
    typeQuery('w2')
    const rested = tileIds(registry).filter((id) => !first.includes(id))
    await waitFor(() => expect(api.imageIds()).toEqual(expect.arrayContaining(rested)))
    expect(api.imageIds().filter((id) => typedOver.includes(id) && !rested.includes(id))).toEqual([])
  })

  it('rule: a keystroke updates the tiles in place: the DOM of a tile stays, showing the wallet now at its place', async () => {
    const registry = listings(100)
    const { kernel } = await setup(registry)
    renderView(kernel, AllWallets)
    await screen.findByRole('button', { name: 'Wallet w1' })
    const firstTile = within(grid()).getAllByRole('button')[0]!
    typeQuery('w3')
    const now = within(grid()).getAllByRole('button')[0]!
    expect(now.getAttribute('title')).toBe('Wallet w3')
    expect(now).toBe(firstTile)
  })

  it('rule: scrolling to the end loads the next page, and its rows come into view', async () => {
    const registry = listings(100)
    const { kernel, api } = await setup(registry)
    renderView(kernel, AllWallets)
    await screen.findByRole('button', { name: 'Wallet w1' })
    act(() => {
      scroller().scrollTop = (40 / GRID_COLUMNS) * GRID_ROW_HEIGHT - VIEWPORT
      fireEvent.scroll(scroller())
    })
    await waitFor(() => expect(api.paramsOf('/getWallets').map(({ page }) => page)).toEqual(['1', '2']))
    await screen.findByRole('button', { name: 'Wallet w41' })
    expect(screen.queryByRole('button', { name: 'Wallet w1' })).toBeNull()
    expect(api.paramsOf('/getWallets')).toHaveLength(2)
  })

  describe('search', () => {
    const registry = [listing('zl', { name: 'Zeta Local' }), ...listings(39), listing('zr', { name: 'Zeta Remote' })]

    async function searchable() {
      const setupResult = await setup(registry)
      renderView(setupResult.kernel, AllWallets)
      await screen.findByRole('button', { name: 'Wallet w1' })
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
      return setupResult
    }

    it('rule: every keystroke filters the loaded wallets at once; the registry is asked 300 ms after the last', async () => {
      const { api } = await searchable()
      typeQuery('z')
      typeQuery('zet')
      expect(tileNames()).toEqual(['Zeta Local'])
      await act(() => vi.advanceTimersByTimeAsync(299))
      expect(api.paramsOf('/getWallets').filter((params) => params.search)).toEqual([])
      await act(() => vi.advanceTimersByTimeAsync(1))
      expect(api.paramsOf('/getWallets').filter((params) => params.search)).toEqual([
        expect.objectContaining({ search: 'zet', entries: '100', page: '1' }),
      ])
    })

    it('rule: the registry results are merged under the local ones, each wallet once', async () => {
      await searchable()
      typeQuery('zeta')
      await act(() => vi.advanceTimersByTimeAsync(300))
      vi.useRealTimers()
      await screen.findByRole('button', { name: 'Zeta Remote' })
      expect(tileNames()).toEqual(['Zeta Local', 'Zeta Remote'])
      expect(screen.getByText('2 wallets found').getAttribute('role')).toBe('status')
    })

    it('rule: the results of an earlier query are not shown while a newer one waits', async () => {
      await searchable()
      typeQuery('zeta')
      await act(() => vi.advanceTimersByTimeAsync(300))
      vi.useRealTimers()
      await screen.findByRole('button', { name: 'Zeta Remote' })
      typeQuery('zeta l')
      expect(tileNames()).toEqual(['Zeta Local'])
      typeQuery('zeta q')
      expect(screen.queryByRole('list', { name: 'Wallets' })).toBeNull()
      expect(screen.getByText('Searching wallets')).toBeTruthy()
    })

    it('rule: during the 300 ms wait the local matches show without a spinner; once the registry is asked, one shows under them', async () => {
      const api = fakeApi(registry)
      let release!: () => void
      const held = new Promise<void>((resolve) => void (release = resolve))
      kernel = registerListingLogin(createTestKernel({}, {
        fetch: async (input, init) => {
          if (new URL(input instanceof Request ? input.url : String(input)).searchParams.get('search')) await held
          return api.fetch(input, init)
        },
      }))
      renderView(kernel, AllWallets)
      await screen.findByRole('button', { name: 'Wallet w1' })
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
      const spinner = () => screen.queryByRole('status', { name: 'Searching more wallets' })
      typeQuery('z')
      await act(() => vi.advanceTimersByTimeAsync(200))
      typeQuery('zeta')
      expect(tileNames()).toEqual(['Zeta Local'])
      await act(() => vi.advanceTimersByTimeAsync(299))
      expect(spinner()).toBeNull()
      await act(() => vi.advanceTimersByTimeAsync(1))
      expect(spinner()).not.toBeNull()
      expect(tileNames()).toEqual(['Zeta Local'])
      // A new keystroke starts a new wait: the spinner goes until that query is sent.
      typeQuery('zeta r')
      expect(spinner()).toBeNull()
      release()
      await act(() => vi.advanceTimersByTimeAsync(300))
      vi.useRealTimers()
      await screen.findByRole('button', { name: 'Zeta Remote' })
      expect(spinner()).toBeNull()
    })

    it('rule: a query nothing matches shows "No wallet found"', async () => {
      await searchable()
      typeQuery('nothing like it')
      await act(() => vi.advanceTimersByTimeAsync(300))
      vi.useRealTimers()
      expect((await screen.findByText('No wallet found')).closest('[role="status"]')).not.toBeNull()
    })

    it('rule: a failed registry search shows an error with a retry', async () => {
      const { api } = await searchable()
      api.failing.add('/getWallets')
      typeQuery('remote')
      await act(() => vi.advanceTimersByTimeAsync(300))
      vi.useRealTimers()
      await screen.findByRole('alert')
      api.failing.clear()
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
      // The retry is a new search, with its own 300 ms wait.
      await screen.findByRole('button', { name: 'Zeta Remote' })
    })
  })

  it('rule: a page that fails shows an error with a retry that loads it', async () => {
    const { kernel, api } = await setup(listings(10))
    api.failing.add('/getWallets')
    renderView(kernel, AllWallets)
    expect(screen.getByText('Loading wallets')).toBeTruthy()
    await screen.findByRole('alert')
    api.failing.clear()
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await screen.findByRole('button', { name: 'Wallet w1' })
  })

  it('rule: an empty registry shows "No wallet found"', async () => {
    const { kernel } = await setup([])
    renderView(kernel, AllWallets)
    await screen.findByText('No wallet found')
  })

  it('rule: without apiUrl there is no registry: a message says so instead of a list that never loads', async () => {
    const { kernel, api } = await setup(listings(10), { apiUrl: undefined })
    renderView(kernel, AllWallets)
    expect(screen.getByText('No wallet list on this site')).toBeTruthy()
    expect(screen.queryByText('Loading wallets')).toBeNull()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(api.requests).toEqual([])
  })

  it('rule: on a phone only wallets with a mobile link, and the extra ids, are listed', async () => {
    const registry = [
      listing('a', { name: 'Has Mobile', mobile_link: 'a://' }),
      listing('b', { name: 'No Link' }),
      listing('portico-exchange', { name: 'Exchange' }),
      listing('portico-solana-1', { name: 'Solana Only' }),
      listing('c', { name: 'Desktop Only', desktop_link: 'c://' }),
    ]
    const { kernel } = await setup(registry, { isMobile: () => true }, { chain: true })
    renderView(kernel, AllWallets)
    await screen.findByRole('button', { name: 'Has Mobile' })
    expect(tileNames()).toEqual(['Has Mobile', 'Exchange'])
  })

  it('rule: on a phone without chain plugins (universal provider) wallets with any link are listed', async () => {
    const registry = [
      listing('a', { name: 'Has Mobile', mobile_link: 'a://' }),
      listing('portico-exchange', { name: 'Exchange' }),
      listing('c', { name: 'Desktop Only', desktop_link: 'c://' }),
      listing('d', { name: 'Web Only', webapp_link: 'https://d.test' }),
    ]
    const { kernel } = await setup(registry, { isMobile: () => true })
    renderView(kernel, AllWallets)
    await screen.findByRole('button', { name: 'Has Mobile' })
    expect(tileNames()).toEqual(['Has Mobile', 'Desktop Only', 'Web Only'])
  })

  it('rule: the search box is labelled and every tile is a named button in the Tab order', async () => {
    const { kernel } = await setup(listings(8))
    renderView(kernel, AllWallets)
    await screen.findByRole('button', { name: 'Wallet w1' })
    expect(screen.getByRole('searchbox', { name: 'Search wallets' })).toBeTruthy()
    const tiles = within(grid()).getAllByRole('button')
    expect(tiles).toHaveLength(8)
    expect(tiles.every((tile) => tile.tabIndex === 0)).toBe(true)
  })

  it('rule: picking a wallet remembers it and opens ConnectingWalletConnect; an installed one opens ConnectingExternal', async () => {
    const { kernel } = await setup([listing('w1'), listing('mm', { name: 'MetaMask', rdns: 'io.metamask' })])
    const extension = fakeConnector({ id: 'mm-ext', name: 'MetaMask Extension', info: { rdns: 'io.metamask' } })
    setConnectors(kernel, [extension])
    // What the extension login method makes of that connector.
    kernel.store('connectors').setState((draft) => {
      draft.browserWallets = [{ id: 'io.metamask', name: 'MetaMask Extension', rdns: 'io.metamask', multiChain: false, connectors: [toConnectorInfo(extension)] }]
    })
    renderView(kernel, AllWallets)
    fireEvent.click(await screen.findByRole('button', { name: 'Wallet w1' }))
    expect(kernel.store('router').getState()).toMatchObject({ view: 'ConnectingWalletConnect', data: { wallet: { id: 'w1' } } })
    expect(kernel.storage.get(STORAGE_KEYS.recentWallet)).toBe('w1')

    fireEvent.click(screen.getByRole('button', { name: 'MetaMask' }))
    expect(kernel.store('router').getState()).toMatchObject({
      view: 'ConnectingExternal', data: { connector: { id: 'mm-ext' }, wallet: { id: 'io.metamask' } },
    })
    expect(kernel.storage.get(STORAGE_KEYS.recentWallet)).toBe('io.metamask')
  })

  it('rule: the loading grid, the wallet grid and the empty state have no axe violations', async () => {
    const { kernel } = await setup(listings(12))
    const { container } = renderView(kernel, AllWallets)
    await expectNoAxeViolations(container)
    await screen.findByRole('button', { name: 'Wallet w1' })
    await expectNoAxeViolations(container)
    typeQuery('nothing like it')
    await screen.findByText('No wallet found', {}, { timeout: 2000 })
    await expectNoAxeViolations(container)
  })
})
