import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  DEFAULT_FIXTURE_FEATURES, launchBrowser, loadTestApp, openPage, readRouter, startFixtureApi, startTestApp, waitForClosed, waitForView,
  type FixtureApi, type PageSession, type TestApp, type TestPageParams,
} from './harness/index.js'

let browser: Browser
let api: FixtureApi
let app: TestApp
let session: PageSession
let page: Page
beforeAll(async () => {
  ;[browser, api, app] = await Promise.all([launchBrowser(), startFixtureApi(), startTestApp()])
  session = await openPage(browser, { viewport: 'desktop', colorScheme: 'dark' })
  page = session.page
  // Each test starts as a first visit: no recent wallet, no remembered session.
  await session.context.addInitScript(() => localStorage.clear())
})
afterAll(async () => {
  await session?.close()
  await Promise.all([browser?.close(), api?.stop(), app?.stop()])
})
beforeEach(() => {
  api.setFeatures(DEFAULT_FIXTURE_FEATURES)
  session.pageErrors.length = 0
})

const dialog = () => page.getByRole('dialog')
const button = (name: string | RegExp) => dialog().getByRole('button', { name })
const viewLog = () => page.evaluate(() => window.__porticoViewLog!)
const walletRow = () => button(/^Mock eip155 wallet/)
/** The text as shown (innerText: no <style> content, a space where lines break), spaces collapsed. */
const text = (locator: Locator) => locator.evaluate((element) => (element as HTMLElement).innerText.replace(/\s+/g, ' ').trim())

/** Loads the page and opens the modal the way a visitor does, with the connect button. */
async function openFromButton(params: TestPageParams = {}) {
  await loadTestApp(page, app, { api: api.url, ...params })
  await page.locator('portico-button').first().getByRole('button', { name: 'Connect Wallet' }).click()
  await waitForView(page, 'Connect')
}

/** Connects the mock EVM wallet by clicking its row, and waits for Account. */
async function connectByClicking() {
  await openFromButton()
  await walletRow().click()
  await waitForView(page, 'Account')
}

const tileNames = () => dialog().getByRole('list', { name: 'Wallets' }).getByRole('button').evaluateAll((tiles) => tiles.map((tile) => tile.getAttribute('title')))
/** The registry requests since this test began that carry `query`. */
let firstRequest = 0
beforeEach(() => void (firstRequest = api.requests.length))
const walletRequests = (query: Record<string, string>) => api.requests.slice(firstRequest)
  .filter((request) => request.path === '/getWallets' && Object.entries(query).every(([key, value]) => request.query[key] === value))

describe('Connect and AllWallets', () => {
  it('rule: All Wallets lists the first page, search filters the loaded wallets at once, scrolling loads page 2, Back returns', async () => {
    await openFromButton()
    await button(/^All Wallets/).click()
    await waitForView(page, 'AllWallets')
    await expect.poll(tileNames).toContain('Aurora Wallet')
    expect(walletRequests({ page: '1', entries: '40' }).length).toBe(1)

    // The registry's answer is held back 2 s: whatever shows before it is the local filter.
    api.setLatency(2000)
    try {
      const before = walletRequests({ search: 'birch' }).length
      await dialog().getByRole('searchbox', { name: 'Search wallets' }).fill('birch')
      await expect.poll(tileNames, { timeout: 500, interval: 20 }).toEqual(['Birch', 'Birch Pay'])
      // Then the registry is asked (after its 300 ms debounce) and its other matches join below.
      await expect.poll(() => walletRequests({ search: 'birch' }).length, { timeout: 2000 }).toBe(before + 1)
      // The registry searches the site's chains only, so the matches are those on its networks.
      const chains = walletRequests({ search: 'birch' }).at(-1)!.query.chains!.split(',')
      const matches = api.wallets.filter((wallet) => /birch/i.test(wallet.name) && wallet.chains?.some((chain) => chains.includes(chain)))
      expect(matches.length).toBeGreaterThan(2)
      await expect.poll(tileNames, { timeout: 5000 }).toEqual(['Birch', 'Birch Pay', ...matches.map((wallet) => wallet.name).filter((name) => !['Birch', 'Birch Pay'].includes(name))])
      expect(await text(dialog().getByRole('status').filter({ hasText: 'found' }))).toBe(`${matches.length} wallets found`)
    } finally {
      api.setLatency(0)
    }

    await dialog().getByRole('searchbox', { name: 'Search wallets' }).fill('')
    await expect.poll(async () => (await tileNames()).length).toBeGreaterThan(8)
    expect(walletRequests({ page: '2' })).toEqual([])
    const scroller = page.locator('portico-modal .pc-allwallets-scroll')
    await scroller.evaluate((element) => element.scrollTo({ top: element.scrollHeight }))
    await expect.poll(() => walletRequests({ page: '2', entries: '40' }).length).toBe(1)
    // Page 2's wallets join the grid: scrolled to its end, the virtual grid shows some of them.
    const secondPage = new Set(api.wallets.slice(40, 80).map((wallet) => wallet.name))
    const endOfGrid = async () => {
      await scroller.evaluate((element) => element.scrollTo({ top: element.scrollHeight }))
      return (await tileNames()).filter((name) => secondPage.has(name!)).length
    }
    await expect.poll(endOfGrid).toBeGreaterThan(0)

    await button('Back').click()
    await waitForView(page, 'Connect')
    expect(await readRouter(page)).toEqual({ open: true, view: 'Connect', depth: 1 })
  })

  it('rule: a registry listing opens ConnectingWalletConnect titled with its name, and Back returns to Connect', async () => {
    await openFromButton()
    await button('Aurora Wallet').click()
    await waitForView(page, 'ConnectingWalletConnect')
    expect(await page.getByRole('dialog', { name: 'Aurora Wallet' }).count()).toBe(1)
    // The page's pairing login (a stand-in for walletConnect()) shows its link as a QR code, and the wallet's download page.
    expect(await dialog().getByRole('img', { name: 'QR code to connect Aurora Wallet' }).count()).toBe(1)
    const get = dialog().getByRole('link', { name: /^Get Aurora Wallet/ })
    expect(await get.getAttribute('href')).toBe('https://aurorawallet.example/')
    expect(await get.getAttribute('rel')).toBe('noopener noreferrer')
    await button('Back').click()
    await waitForView(page, 'Connect')
  })

  it('rule: ConnectingWalletConnectBasic lists recommended wallets whose listing opens ConnectingWalletConnect, and All Wallets', async () => {
    await loadTestApp(page, app, { api: api.url, view: 'ConnectingWalletConnectBasic' })
    await waitForView(page, 'ConnectingWalletConnectBasic')
    const recommended = dialog().getByRole('region', { name: 'Recommended wallets' })
    await recommended.getByRole('button', { name: 'Birch' }).click()
    await waitForView(page, 'ConnectingWalletConnect')
    expect(await page.getByRole('dialog', { name: 'Birch' }).count()).toBe(1)
    await button('Back').click()
    await waitForView(page, 'ConnectingWalletConnectBasic')
    await recommended.getByRole('button', { name: 'All Wallets' }).click()
    await waitForView(page, 'AllWallets')
    expect(await readRouter(page)).toEqual({ open: true, view: 'AllWallets', depth: 2 })
  })
})

describe('connecting a browser wallet', () => {
  it('rule: an installed wallet connects through ConnectingExternal and the modal shows Account', async () => {
    await openFromButton()
    expect(await text(walletRow())).toContain('INSTALLED')
    await walletRow().click()
    await waitForView(page, 'Account')
    expect(await viewLog()).toEqual(['Connect', 'ConnectingExternal', 'Account'])
    // A finished connection leaves nothing to go back to.
    expect(await readRouter(page)).toEqual({ open: true, view: 'Account', depth: 1 })
    expect(await text(dialog().locator('.pc-account-header'))).toContain('0x11…111111')
    await expect.poll(() => text(dialog().locator('.pc-account-header'))).toContain('1.5 MCK')
    expect(await page.evaluate(() => window.__porticoMocks!.eip155!.calls.connect)).toBe(1)
    expect(session.pageErrors).toEqual([])
  })

  it("rule: a wallet that refuses shows 'Connection rejected', and Try again connects once it approves", async () => {
    await openFromButton()
    await page.evaluate(() => void (window.__porticoMocks!.eip155!.behaviour = 'reject'))
    await walletRow().click()
    await waitForView(page, 'ConnectingExternal')
    const alert = dialog().getByRole('alert')
    await alert.waitFor()
    expect(await text(alert)).toBe('Connection rejected The request was declined in Mock eip155 wallet.')
    expect(await page.getByRole('dialog', { name: 'Mock eip155 wallet' }).count()).toBe(1)
    await page.evaluate(() => void (window.__porticoMocks!.eip155!.behaviour = 'approve'))
    await button('Try again').click()
    await waitForView(page, 'Account')
    expect(await page.evaluate(() => window.__porticoMocks!.eip155!.calls.connect)).toBe(2)
  })
})

describe('networks', () => {
  it('rule: Account -> Networks -> SwitchNetwork asks the wallet, which switches, and the modal returns to Account', async () => {
    await connectByClicking()
    await button(/^Mock One/).click()
    await waitForView(page, 'Networks')
    expect(await page.getByRole('dialog', { name: 'Choose Network' }).count()).toBe(1)
    const evm = dialog().getByRole('region', { name: 'eip155' })
    expect(await text(evm.getByRole('button', { name: /^Mock One/ }))).toMatch(/\bActive$/i)
    await evm.getByRole('button', { name: /^Mock Two/ }).click()
    await waitForView(page, 'Account')
    const log = await viewLog()
    expect(log.slice(log.indexOf('Networks'), log.indexOf('SwitchNetwork') + 1)).toEqual(['Networks', 'SwitchNetwork'])
    expect(log.at(-1)).toBe('Account')
    expect(await page.evaluate(() => window.__porticoMocks!.eip155!.calls.switchNetwork)).toEqual(['eip155:2'])
    expect(await readRouter(page)).toEqual({ open: true, view: 'Account', depth: 1 })
    expect(await text(button(/^Mock Two/))).toContain('Network')
  })

  it("rule: SwitchNetwork waits on the wallet with 'Approve in wallet', and Back leaves the network as it was", async () => {
    await connectByClicking()
    await page.evaluate(() => void (window.__porticoSwitch!.eip155 = 'hang'))
    await button(/^Mock One/).click()
    await waitForView(page, 'Networks')
    await button(/^Mock Two/).click()
    await waitForView(page, 'SwitchNetwork')
    expect(await page.getByRole('dialog', { name: 'Mock Two' }).count()).toBe(1)
    expect(await text(dialog().getByRole('status').filter({ hasText: 'Accept' }))).toBe('Accept the switch to Mock Two in Mock eip155 wallet.')
    await button('Back').click()
    await waitForView(page, 'Networks')
    expect(await page.evaluate(() => window.__portico!.store('chains').getState().byNamespace.eip155?.network.caipNetwork?.caipNetworkId)).toBe('eip155:1')
  })

  it('rule: a network of the other chain family opens SwitchActiveChain, whose Switch makes that chain active', async () => {
    await connectByClicking()
    await button(/^Mock One/).click()
    await waitForView(page, 'Networks')
    await button(/^Mock Solana/).click()
    await waitForView(page, 'SwitchActiveChain')
    expect(await page.getByRole('dialog', { name: 'Switch Network' }).count()).toBe(1)
    expect(await text(dialog().locator('.pc-view'))).toContain('No wallet is connected on Mock Solana yet.')
    await button('Switch').click()
    await expect.poll(() => page.evaluate(() => window.__portico!.store('chains').getState().activeNamespace)).toBe('solana')
    // Past the network views, back where the visitor started.
    await expect.poll(() => readRouter(page)).toEqual({ open: true, view: 'Account', depth: 1 })
  })

  it('rule: a wallet on a network the site does not support opens UnsupportedChain; picking a network switches away', async () => {
    await openFromButton()
    await page.evaluate(() => void (window.__porticoMocks!.eip155!.caipNetworkId = 'eip155:999'))
    await walletRow().click()
    await waitForView(page, 'UnsupportedChain')
    expect(await page.getByRole('dialog', { name: 'Switch Network' }).count()).toBe(1)
    expect(await text(dialog().locator('.pc-view'))).toContain("Unknown Network This app doesn't support your current network.")
    const networks = dialog().getByRole('list', { name: 'Available networks' })
    await networks.getByRole('button', { name: /^Mock One/ }).click()
    await expect.poll(() => page.evaluate(() => window.__porticoMocks!.eip155!.calls.switchNetwork)).toEqual(['eip155:1'])
    await expect.poll(async () => (await readRouter(page)).view).toBe('Account')
    // Going back past the switch must not ask the wallet to connect a second time: the connection
    // showed Account before UnsupportedChain opened over it, so the switch returns to Account.
    const log = await viewLog()
    expect(await page.evaluate(() => window.__porticoMocks!.eip155!.calls.connect), `connect requests; views: ${log.join(' > ')}`).toBe(1)
    expect(log.slice(log.indexOf('UnsupportedChain'))).toEqual(['UnsupportedChain', 'Account'])
  })
})

describe('account views', () => {
  it('rule: with multiWallet on, Account -> Wallets opens ProfileWallets with the active wallet, and Back returns', async () => {
    api.setFeatures(DEFAULT_FIXTURE_FEATURES.map((feature) => (feature.id === 'multiWallet' ? { ...feature, isEnabled: true } : feature)))
    await connectByClicking()
    await button(/^Wallets/).click()
    await waitForView(page, 'ProfileWallets')
    const list = dialog().getByRole('list', { name: 'Wallets' })
    expect(await text(list.getByRole('button', { name: /^Mock eip155 wallet/ }))).toMatch(/\bActive$/i)
    expect(await dialog().getByRole('button', { name: 'Add wallet' }).count()).toBe(1)
    await button('Back').click()
    await waitForView(page, 'Account')
  })

  it('rule: a pending request opens its view; where no plugin draws it (no embedded wallet here), Cancel settles it as cancelled and returns to Account', async () => {
    await connectByClicking()
    // Only a plugin's pending request (an embedded wallet) opens this view: no click leads there.
    await page.evaluate(() => {
      const log: string[] = []
      ;(window as unknown as { __settled: string[] }).__settled = log
      window.__porticoActions!.pushTransaction(window.__portico!, {
        view: 'ApproveTransaction', onSuccess: () => log.push('success'), onError: () => log.push('error'), onCancel: () => log.push('cancel'),
      })
    })
    await waitForView(page, 'ApproveTransaction')
    expect(await dialog().getByText('Nothing to approve here', { exact: true }).count()).toBe(1)
    await button('Cancel').click()
    await waitForView(page, 'Account')
    expect(await page.evaluate(() => (window as unknown as { __settled: string[] }).__settled)).toEqual(['cancel'])
  })

  it('rule: Disconnect on Account ends the session and closes the modal', async () => {
    await connectByClicking()
    await button('Disconnect').click()
    await waitForClosed(page)
    expect(await page.evaluate(() => window.__portico!.store('chains').getState().byNamespace.eip155?.account.status)).toBe('disconnected')
    expect(await page.locator('portico-button').first().getByRole('button', { name: 'Connect Wallet' }).count()).toBe(1)
  })
})
