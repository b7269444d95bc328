import type { Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { connectionErrors } from '../../../core/errors/ConnectionError.js'
import { WALLETCONNECT_DEFAULTS, walletConnectErrors } from '../../../plugins/walletconnect/index.js'
import { openDemo } from '../demo/demoPage.js'
import { useLocalStack, screenshot, waitForView, type PageSession } from '../harness/index.js'
import { openWcWallet } from '../wcwallet/wcWalletPage.js'
import { approveIn, modal, readShownLink, shortAddress, storedPairing } from './pairingSteps.js'
import { pairingAttempts, pairingLog, recordPairingAttempts } from './recordPairingAttempts.js'

/*
 * The relay unreachable, for real: the stack's relay is stopped, so the demo's relayUrl is a port
 * on 127.0.0.1 that refuses connections. Alone, the SDK keeps retrying for about 75 s; Portico's
 * own connect time-out must tell the visitor in seconds, and a retry must work once the relay is
 * back on the same port.
 */

/** The demo passes no connectTimeoutMs, so the plugin's default applies. */
const CONNECT_TIMEOUT_MS = WALLETCONNECT_DEFAULTS.connectTimeoutMs
/** The SDK's chunk and its client, made before the proposal (and its time-out) starts, on a busy 2-core machine. */
const MARGIN_MS = 5_000
/** How long the SDK alone leaves a visitor waiting on an unreachable relay. */
const SDK_ALONE_MS = 75_000

const FAILED = connectionErrors.FAILED_TO_CONNECT
/** A ConnectionError's message: SPEC's text first, then the details down its causes. */
const RELAY_TIMED_OUT = expect.stringMatching(new RegExp(`^${FAILED}\\n[^]*${walletConnectErrors.RELAY_TIMEOUT}`))

const local = useLocalStack({ own: true })

/** Picks the WalletConnect row on Connect and waits (unbounded by the rule) for the pairing area's error. */
async function pickUntilFailed(page: Page): Promise<void> {
  await page.locator('portico-modal').getByRole('button', { name: /^WalletConnect/ }).click()
  await waitForView(page, 'ConnectingWalletConnect')
  await modal(page).getByRole('alert').filter({ hasText: FAILED }).waitFor({ timeout: SDK_ALONE_MS })
}

describe('WalletConnect with the relay unreachable', () => {
  let site: PageSession
  let wallet: PageSession | undefined

  afterAll(async () => {
    await wallet?.close()
    await site?.close()
    // Back for whatever runs next, should a test have stopped half-way.
    await local.stack?.relay.start()
  })

  it(`rule: picking WalletConnect with the relay down shows '${FAILED}' within the connect time-out, not the SDK's 75 s`, async () => {
    expect(CONNECT_TIMEOUT_MS + MARGIN_MS).toBeLessThan(SDK_ALONE_MS / 3)
    await local.stack.relay.stop()
    site = await openDemo(local.browser, local.stack.demoUrl)
    const { page } = site
    await recordPairingAttempts(page)
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await waitForView(page, 'Connect')
    await pickUntilFailed(page)
    await screenshot(page, 'walletconnect-relay-down-desktop-dark')

    // Timed on the page's own clock, from the plugin starting to connect to the pairing giving up:
    // the plugin's time-out, not how fast the dev server hands out the view's chunks.
    const [attempt, ...more] = await pairingAttempts(page)
    expect(more).toEqual([])
    expect(attempt!.error).toEqual(RELAY_TIMED_OUT)
    expect(attempt!.tookMs).toBeLessThan(CONNECT_TIMEOUT_MS + MARGIN_MS)

    // Said once, as SPEC's text, with a way on, and no alert besides; nothing half-connected is left behind.
    expect(await modal(page).getByText(FAILED, { exact: true }).count()).toBe(1)
    expect((await pairingLog(page)).alerts).toEqual([])
    expect(await modal(page).getByRole('button', { name: 'Try again' }).isVisible()).toBe(true)
    expect(await storedPairing(page)).toEqual({ status: 'idle' })
    expect(await page.evaluate(() => window.__portico!.store('chains').getState().byNamespace.eip155?.account.status)).toBe('disconnected')
    // The refusal came from the relay's own address: nothing else was in the way.
    expect(site.consoleErrors.some((message) => message.includes(`WebSocket connection to '${local.stack.relayUrl}/`))).toBe(true)
  }, 90_000)

  it("rule: after the relay error the modal stays usable: back returns to Connect, and with the relay back 'Try again' pairs", async () => {
    const { page } = site
    await modal(page).getByRole('button', { name: 'Back' }).click()
    await waitForView(page, 'Connect')

    // Picked again while the relay is still down: the same clear error, as quickly.
    await pickUntilFailed(page)
    const attempts = await pairingAttempts(page)
    expect(attempts.map((attempt) => attempt.error)).toEqual([RELAY_TIMED_OUT, RELAY_TIMED_OUT])
    expect(attempts[1]!.tookMs).toBeLessThan(CONNECT_TIMEOUT_MS + MARGIN_MS)

    await local.stack.relay.start()
    await modal(page).getByRole('button', { name: 'Try again' }).click()
    const uri = await readShownLink(local.browser, page)
    expect(uri).toBe(await storedPairing(page).then((pairing) => pairing.status === 'ready' && pairing.uri))

    wallet = await openWcWallet(local.browser, `${local.stack.demoUrl}wc-wallet`)
    await approveIn(wallet.page, uri)
    await waitForView(page, 'Account', { timeout: 20_000 })
    await expect.poll(() => modal(page).textContent()).toContain(shortAddress(local.stack.devnet.accounts[0]!.address))
    // The link on screen was the one the wallet used all along: it was never swapped for another.
    const third = (await pairingAttempts(page))[2]!
    expect(third.links).toEqual([uri])
    expect(third.error).toBeUndefined()
    expect((await pairingLog(page)).alerts).toEqual([])
    expect(site.pageErrors).toEqual([])
  }, 120_000)
})
