import { expect } from 'vitest'
import type { Browser, Locator, Page } from 'playwright-core'
import { openPage, waitForView, type OpenPageOptions, type PageSession } from '../harness/index.js'

/** The demo wallet's kinds of request (demo/wallet/createApprovalQueue.ts). */
export type WalletRequestKind = 'connect' | 'sign' | 'transaction' | 'addChain'

/** The demo page, opened and started, with the kernel where the harness's waits look for it. */
export async function openDemo(browser: Browser, url: string, options: OpenPageOptions = {}): Promise<PageSession> {
  const session = await openPage(browser, options)
  await loadDemo(session.page, url)
  return session
}

export async function loadDemo(page: Page, url: string): Promise<void> {
  await page.goto(url)
  await page.waitForSelector('html[data-ready="true"]')
  await page.evaluate(() => {
    window.__portico = window.__porticoDemo!.kernel
  })
}

export const walletPanel = (page: Page): Locator => page.getByRole('region', { name: 'Demo wallet' })

/**
 * Picks the demo wallet in the open modal and, as the wallet is in EIP-6963 and the Wallet
 * Standard, the chain family the modal then asks for.
 */
export async function pickDemoWallet(page: Page, family: 'EVM' | 'Solana'): Promise<void> {
  const modal = page.locator('portico-modal')
  await modal.getByRole('button', { name: /Portico Demo Wallet/ }).first().click()
  await modal.getByRole('button', { name: new RegExp(`^${family}( |$)`) }).click()
}

/**
 * Connects the demo wallet on `family` as a visitor does (the page's connect button, the wallet,
 * approved in the wallet's panel) and resolves with the modal's dialog once Account shows.
 */
export async function connectDemoWallet(page: Page, family: 'EVM' | 'Solana', connectButton = 'Connect Wallet'): Promise<Locator> {
  await page.getByRole('button', { name: connectButton }).click()
  await waitForView(page, 'Connect')
  await pickDemoWallet(page, family)
  await answerWallet(page, 'connect', 'Approve')
  await waitForView(page, 'Account')
  return page.locator('portico-modal').locator('[role="dialog"]')
}

/** Waits for the wallet to ask about `kind`, then answers as the visitor would. */
export async function answerWallet(page: Page, kind: WalletRequestKind, answer: 'Approve' | 'Reject'): Promise<void> {
  const request = walletPanel(page).locator(`[data-testid="demo-wallet-request"][data-kind="${kind}"]`).first()
  await request.waitFor({ state: 'visible', timeout: 15_000 })
  await request.getByRole('button', { name: answer, exact: true }).click()
}

export async function pendingWalletRequests(page: Page): Promise<number> {
  return page.evaluate(() => window.__porticoDemo!.wallet.approvals.pending().length)
}

/** The data-value of one of the Account card's outputs, once it is there. */
export async function valueOf(page: Page, testId: 'native-balance' | 'token-balance'): Promise<number> {
  const element = page.getByTestId(testId)
  await expect.poll(() => element.getAttribute('data-value'), { timeout: 15_000 }).toBeTruthy()
  return Number(await element.getAttribute('data-value'))
}

export async function closeModal(page: Page): Promise<void> {
  await page.locator('portico-modal').getByRole('button', { name: 'Close' }).click()
  await page.waitForFunction(() => window.__portico?.store('modal').getState().open === false)
}
