import type { Browser, Page } from 'playwright-core'
import { screenshot, waitForView } from '../harness/index.js'
import { readShownLink } from '../walletconnect/pairingSteps.js'

export const modalOf = (page: Page) => page.locator('portico-modal')

/** Opens the modal and taps Farcaster among the social section's buttons; resolves on ConnectingFarcaster. */
export async function openFarcaster(page: Page, { connectShot }: { connectShot?: string } = {}): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await waitForView(page, 'Connect')
  if (connectShot) {
    await modalOf(page).getByRole('button', { name: /Farcaster/ }).waitFor()
    await screenshot(page, connectShot)
  }
  await modalOf(page).getByRole('button', { name: /Farcaster/ }).click()
  await waitForView(page, 'ConnectingFarcaster')
}

/** The link the QR code on screen carries, read off the drawn code itself. */
export const shownLink = (browser: Browser, page: Page) => readShownLink(browser, page)

export const farcasterUrls = (page: Page) => page.evaluate(() =>
  Object.values(window.__portico!.store('chains').getState().byNamespace).map((chain) => chain?.account.farcasterUrl))

export const embeddedAddress = (page: Page) => page.evaluate(() => window.__portico!.store('chains').getState().byNamespace.eip155?.account?.address)
