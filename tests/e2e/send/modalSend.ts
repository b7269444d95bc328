import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'
import { waitForView } from '../harness/index.js'

/*
 * Driving the modal's Send view, shared by every browser test that sends: from Account's Send
 * button or the demo page's, the form, the preview, and its Send button. What approves the send
 * (the demo wallet, a WalletConnect wallet, the embedded wallet's frame) is each test's own.
 */

export const modalOf = (page: Page): Locator => page.locator('portico-modal')

/** Waits for the Send view with its asset picker drawn (its balances read). */
export async function waitForSendView(page: Page): Promise<Locator> {
  await waitForView(page, 'Send')
  const modal = modalOf(page)
  await modal.getByRole('button', { name: /^Asset: / }).waitFor({ timeout: 15_000 })
  return modal
}

/** Account's Send button, in the open modal. */
export async function openSendView(page: Page): Promise<Locator> {
  await modalOf(page).getByRole('button', { name: 'Send', exact: true }).click()
  return waitForSendView(page)
}

/** The demo page's Send button, which opens the modal on the Send view. */
export async function openSendFromDemo(page: Page): Promise<Locator> {
  await page.locator('.card').filter({ hasText: 'Send and receive' }).getByRole('button', { name: 'Send', exact: true }).click()
  return waitForSendView(page)
}

/** Picks `symbol` in the asset picker (when another is chosen) and fills amount and receiver. */
export async function fillSend(modal: Locator, symbol: string, amount: string, receiver: string): Promise<void> {
  const picker = modal.getByRole('button', { name: /^Asset: / })
  if ((await picker.getAttribute('aria-label')) !== `Asset: ${symbol}`) {
    await picker.click()
    await modal.locator('.pc-send-row', { has: modal.page().locator('.pc-send-token-symbol', { hasText: new RegExp(`^${symbol}$`) }) }).click()
  }
  await expect.poll(() => picker.getAttribute('aria-label')).toBe(`Asset: ${symbol}`)
  await modal.getByRole('textbox', { name: 'Amount' }).fill(amount)
  await modal.getByRole('textbox', { name: 'Receiver' }).fill(receiver)
}

/** Fills the form and goes to the preview, which names what leaves and to whom. */
export async function fillAndReview(modal: Locator, symbol: string, amount: string, receiver: string): Promise<void> {
  await fillSend(modal, symbol, amount, receiver)
  await modal.getByRole('button', { name: 'Review' }).click()
  await modal.getByTestId('send-preview-amount').waitFor()
  expect(await modal.getByTestId('send-preview-amount').textContent()).toBe(`${amount} ${symbol}`)
  expect(await modal.getByTestId('send-preview-receiver').textContent()).toBe(`${receiver.slice(0, 4)}…${receiver.slice(-6)}`)
}

/** The preview's Send button: the wallet is asked next. */
export async function confirmSend(modal: Locator): Promise<void> {
  await modal.getByRole('button', { name: 'Send', exact: true }).click()
}

/** The refusal the Send view shows (the form's or the preview's), once one shows. */
export const sendError = (modal: Locator): Locator => modal.locator('.pc-send-error')
