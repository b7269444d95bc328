import type { Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadDemo } from '../demo/demoPage.js'
import { openPage, useLocalStack, waitForView, type PageSession, type ViewportName } from '../harness/index.js'
import { modal } from './pairingSteps.js'

/*
 * How the wallet rows and a wallet's own view look on the stack `npm start` runs (the demo with
 * walletConnect() on the local relay), on a phone and on a computer.
 */

const local = useLocalStack()

const sessions: PageSession[] = []
afterAll(async () => {
  for (const session of sessions) await session.close()
})

/** The demo, open on the Connect view, in a fresh context. */
async function openConnect(viewport: ViewportName): Promise<Page> {
  const session = await openPage(local.browser, { viewport })
  sessions.push(session)
  // Headless Chromium has no app for a wallet's scheme: recording the call is enough here.
  await session.context.addInitScript(() => void (window.open = () => null))
  const { page } = session
  await loadDemo(page, local.stack.demoUrl)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await waitForView(page, 'Connect')
  return page
}

const walletConnectRow = (page: Page): Locator => modal(page).getByRole('button', { name: /^WalletConnect/ })

describe('the WalletConnect row', () => {
  let phone: Page
  let computer: Page
  beforeAll(async () => {
    ;[phone, computer] = await Promise.all([openConnect('mobile'), openConnect('desktop')])
  })

  it('rule: on a phone the WalletConnect row promises no QR code; it says what it does, and opens the wallet apps', async () => {
    const row = walletConnectRow(phone)
    expect((await row.textContent())?.trim()).toBe('WalletConnectOpen a wallet app on this phone')
    expect(await row.locator('.pc-tag').count()).toBe(0)
    await row.tap()
    await waitForView(phone, 'AllWallets')
  })

  it('rule: on a computer the WalletConnect row offers the QR code, and shows it', async () => {
    const row = walletConnectRow(computer)
    expect(await row.locator('.pc-tag').textContent()).toBe('QR CODE')
    await row.click()
    await waitForView(computer, 'ConnectingWalletConnect')
    await modal(computer).locator('.pc-wcq').waitFor({ timeout: 20_000 })
  })
})
