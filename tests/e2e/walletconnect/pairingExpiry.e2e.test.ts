import { afterAll, describe, expect, it } from 'vitest'
import { LIMITS } from '../../../core/constants/limits.js'
import { loadDemo } from '../demo/demoPage.js'
import { useLocalStack, openPage, waitForView, type PageSession } from '../harness/index.js'
import { openWcWallet } from '../wcwallet/wcWalletPage.js'
import { approveIn, modal, readShownLink, shortAddress, showQr, storedPairing } from './pairingSteps.js'
import { pairingAttempts, recordPairingAttempts } from './recordPairingAttempts.js'

/*
 * SPEC's pairing lifetime in a real browser: the site's context runs on Playwright's fake clock
 * (installed before the page loads, so the kernel's timers, the SDK's and Date all use it), and
 * the clock jumps past 4 min - 10 s as a laptop lid closed and opened would. The wallet's context
 * keeps real time, as a phone would.
 */

const { lifetimeMs, expiryThresholdMs } = LIMITS.pairing

const local = useLocalStack()

describe('an expiring WalletConnect pairing link', () => {
  let site: PageSession
  let wallet: PageSession

  afterAll(async () => {
    await wallet?.close()
    await site?.close()
  })

  it('rule: a link with fewer than 10 s of its 4 minutes left is replaced on screen by a new one, which the wallet pairs with', async () => {
    site = await openPage(local.browser)
    const { page } = site
    await page.clock.install()
    await loadDemo(page, local.stack.demoUrl)
    await recordPairingAttempts(page)

    const first = await showQr(local.browser, page)
    expect(first).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    expect(await storedPairing(page)).toMatchObject({ status: 'ready', uri: first })

    // Nobody touches the page: only time passes, to just inside the expiry threshold.
    await page.clock.fastForward(lifetimeMs - expiryThresholdMs + 1_000)
    await expect.poll(async () => {
      const pairing = await storedPairing(page)
      return pairing.status === 'ready' && pairing.uri !== first
    }, { timeout: 15_000 }).toBe(true)

    const second = await readShownLink(local.browser, page)
    expect(second).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    expect(second).not.toBe(first)
    const stored = await storedPairing(page)
    if (stored.status !== 'ready') throw new Error(`the pairing is ${stored.status}, not ready`)
    expect(stored.uri).toBe(second)
    // The old link is gone from the store, its topic included, not kept beside the new one.
    const oldTopic = first.slice('wc:'.length, first.indexOf('@'))
    expect(JSON.stringify(await page.evaluate(() => window.__portico!.store('walletConnect').getState()))).not.toContain(oldTopic)
    // The new link lives its own 4 minutes from now, on the page's clock.
    const pageNow = await page.evaluate(() => Date.now())
    expect(stored.expiresAt - pageNow).toBeGreaterThan(lifetimeMs - 30_000)

    wallet = await openWcWallet(local.browser, `${local.stack.demoUrl}wc-wallet`)
    await approveIn(wallet.page, second)
    await waitForView(page, 'Account', { timeout: 20_000 })
    await expect.poll(() => modal(page).textContent()).toContain(shortAddress(local.stack.devnet.accounts[0]!.address))
    // One pairing throughout, showing the first link and then the second, nothing in between.
    expect(await pairingAttempts(page)).toEqual([{ tookMs: expect.any(Number), links: [first, second], error: undefined }])
    expect(site.pageErrors).toEqual([])
  }, 90_000)
})
