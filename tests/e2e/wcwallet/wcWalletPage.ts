import type { Browser, Locator, Page } from 'playwright-core'
import { openPage, type OpenPageOptions, type PageSession } from '../harness/index.js'

/** The test wallet page (demo/wc-wallet.html), opened once its WalletConnect client is up. */
export async function openWcWallet(browser: Browser, url: string, options: OpenPageOptions = {}): Promise<PageSession> {
  const session = await openPage(browser, options)
  await loadWcWallet(session.page, url)
  return session
}

export async function loadWcWallet(page: Page, url: string): Promise<void> {
  await page.goto(url)
  await page.waitForSelector('html[data-ready="true"]', { timeout: 30_000 })
}

export const walletScreen = (page: Page) => page.getByTestId('wc-wallet').getAttribute('data-state')

export const proposalCard = (page: Page): Locator => page.getByTestId('wc-proposal')
export const requestCard = (page: Page, method?: string): Locator =>
  page.locator(method ? `[data-testid="wc-request"][data-method="${method}"]` : '[data-testid="wc-request"]')
export const sessionItems = (page: Page): Locator => page.getByTestId('wc-session')

/** Pastes a `wc:` URI and presses Pair, as a visitor with the link copied from the site would. */
export async function pasteUri(page: Page, uri: string): Promise<void> {
  await page.getByRole('textbox', { name: 'WalletConnect URI' }).fill(uri)
  await page.getByRole('button', { name: 'Pair', exact: true }).click()
}

/** Waits for a request (of `method`) and answers it. */
export async function answerRequest(page: Page, method: string, answer: 'Approve' | 'Reject'): Promise<void> {
  const card = requestCard(page, method)
  await card.waitFor({ state: 'visible', timeout: 15_000 })
  await card.getByRole('button', { name: answer, exact: true }).click()
}
