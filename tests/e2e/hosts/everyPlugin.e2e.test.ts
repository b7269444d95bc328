import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Network } from '../../../core/types/network.js'
import { startAnvil, type RunningAnvil } from '../../../services/devnet/startAnvil.js'
import { solanaDevnetNetwork } from '../../../services/devnet/solana/solanaDevnetNetwork.js'
import { startSolanaDevnet, type SolanaDevnet } from '../../../services/devnet/solana/startSolanaDevnet.js'
import { startRelay, type Relay } from '../../../services/relay/startRelay.js'
import { launchBrowser, openPage, settle, waitForView, type PageSession } from '../harness/index.js'
import { everyPluginPage } from './everyPluginPage.js'
import { BROWSER_WALLET_NAME, injectBrowserWallet } from './injectBrowserWallet.js'
import { recordHosts } from './recordHosts.js'
import { startPageApp, type SnippetApp } from './startSnippetApp.js'

/*
 * Issue 34, point 6: README.md says Portico contacts only the hosts a site names. A site with every
 * built-in plugin at its defaults (evm, solana, extension, walletConnect on its own relay), a wagmi
 * config with Portico's connector, and `networks` set to local chains is driven through what a
 * visitor does: the page loads, the modal opens, WalletConnect's QR code is shown (the SDK loads,
 * opens the relay and sends its session proposal, the moment its hosted verification would run), and
 * a browser wallet connects (its balance is read, and wagmi reads too). Every request and WebSocket
 * of the page is recorded from before its first script; openPage's guard aborts any that would
 * leave loopback, so nothing reaches the internet either way.
 */

/** The browser wallet's account: anvil's first well-known development key, on the local chain 31337. */
const ACCOUNT = { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', chainId: '0x7a69' }

let browser: Browser
let anvil: RunningAnvil
let solana: SolanaDevnet
let relay: Relay
let app: SnippetApp
let session: PageSession | undefined

beforeAll(async () => {
  ;[browser, anvil, solana, relay] = await Promise.all([launchBrowser(), startAnvil({ chainId: 31337 }), startSolanaDevnet(), startRelay()])
  const devnet: Network = {
    id: 31337,
    caipNetworkId: 'eip155:31337',
    chainNamespace: 'eip155',
    name: 'Portico Devnet',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [anvil.rpcUrl] } },
    testnet: true,
  }
  app = await startPageApp(everyPluginPage({ networks: [devnet, solanaDevnetNetwork(solana)], relayUrl: relay.url }))
}, 120_000)

afterAll(async () => {
  await session?.close()
  await Promise.all([app?.stop(), browser?.close(), anvil?.stop(), solana?.stop(), relay?.stop()])
})

const modal = (page: Page) => page.locator('portico-modal')
const hostOf = (url: string) => new URL(url).host

describe('a site with every built-in plugin and its networks named', () => {
  it("rule: from page load through WalletConnect's QR code and a browser wallet's connection, every request goes to the page's own host or one the site named", async () => {
    session = await openPage(browser, { viewport: 'desktop' })
    const { page } = session
    await injectBrowserWallet(session.context, ACCOUNT)
    const hosts = recordHosts(session.context, page)
    await page.goto(app.url)

    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await waitForView(page, 'Connect')
    await modal(page).getByRole('button', { name: new RegExp(BROWSER_WALLET_NAME) }).waitFor()

    await modal(page).getByRole('button', { name: /^WalletConnect/ }).click()
    await waitForView(page, 'ConnectingWalletConnect')
    await modal(page).getByRole('img', { name: /QR code/i }).waitFor({ timeout: 30_000 })
    await modal(page).getByRole('button', { name: 'Back' }).click()
    await waitForView(page, 'Connect')

    await modal(page).getByRole('button', { name: new RegExp(BROWSER_WALLET_NAME) }).click()
    await waitForView(page, 'Account', { timeout: 15_000 })
    await expect.poll(() => page.evaluate(() => window.__portico!.store('chains').getState().byNamespace.eip155?.account.balance), { timeout: 15_000 })
      .toBe('10000')
    await expect.poll(() => page.evaluate(() => window.__porticoWagmi!.status())).toBe('connected')
    expect(Number(await page.evaluate(() => window.__porticoWagmi!.blockNumber()))).toBeGreaterThanOrEqual(0)
    await settle(page)

    const own = hostOf(app.url)
    const named = new Set([own, hostOf(relay.url), hostOf(anvil.rpcUrl), hostOf(solana.rpcUrl)])
    // The recorder saw the relay and the chain's RPC as well as the page's own requests, so the checks below mean something.
    expect(hosts.urls.some((url) => hostOf(url) === hostOf(relay.url))).toBe(true)
    expect(hosts.urls.some((url) => hostOf(url) === hostOf(anvil.rpcUrl))).toBe(true)
    expect(hosts.urls.filter((url) => !named.has(hostOf(url)))).toEqual([])
    expect(session.blockedRequests).toEqual([])
    expect(session.pageErrors).toEqual([])
  })
})

declare global {
  interface Window {
    /** The page's wagmi config, read through wagmi's own actions. */
    __porticoWagmi?: { status(): string; blockNumber(): Promise<string> }
  }
}
