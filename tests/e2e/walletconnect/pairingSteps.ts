import type { Browser, Locator, Page } from 'playwright-core'
import type { PairingState } from '../../../plugins/walletconnect/index.js'
import { waitForView } from '../harness/index.js'
import { pasteUri, proposalCard } from '../wcwallet/wcWalletPage.js'
import { readQrCode } from './readQrCode.js'

/*
 * The steps the WalletConnect browser tests share: the demo site's side (the modal, its QR code,
 * the pairing the kernel holds) and the test wallet's (approving a pasted link).
 */

export const modal = (page: Page): Locator => page.locator('portico-modal').locator('[role="dialog"]')
export const qrCode = (page: Page): Locator => page.locator('portico-modal .pc-wcq svg')

/** An address as Portico shows it: 4 leading and 6 trailing characters (SPEC section 5). */
export const shortAddress = (address: string): string => `${address.slice(0, 4)}…${address.slice(-6)}`

/** The pairing the site's kernel holds in `kernel.store('walletConnect')`. */
export function storedPairing(page: Page): Promise<PairingState> {
  return page.evaluate(() => window.__portico!.store('walletConnect').getState().pairing)
}

/** The link the QR code on screen carries, read off a screenshot as a phone camera would. */
export async function readShownLink(browser: Browser, page: Page): Promise<string> {
  await qrCode(page).waitFor({ timeout: 20_000 })
  const uri = await readQrCode(browser, qrCode(page))
  if (!uri) throw new Error('the QR code on screen could not be read')
  return uri
}

/** Opens the modal on the generic WalletConnect row (a QR code on desktop). */
export async function pickWalletConnect(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await waitForView(page, 'Connect')
  await page.locator('portico-modal').getByRole('button', { name: /^WalletConnect/ }).click()
  await waitForView(page, 'ConnectingWalletConnect')
}

/** Opens the modal on the QR code of the generic WalletConnect row and reads the link off it. */
export async function showQr(browser: Browser, page: Page): Promise<string> {
  await pickWalletConnect(page)
  return readShownLink(browser, page)
}

/** The test wallet pairs with `uri` (pasted) and approves the session it is offered. */
export async function approveIn(wallet: Page, uri: string): Promise<void> {
  await pasteUri(wallet, uri)
  await approveProposal(wallet)
}

/** Approves the session proposal the test wallet shows. */
export async function approveProposal(wallet: Page): Promise<void> {
  const card = proposalCard(wallet)
  await card.waitFor({ timeout: 15_000 })
  await card.getByRole('button', { name: 'Approve', exact: true }).click()
}
