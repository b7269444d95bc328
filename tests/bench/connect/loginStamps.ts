import type { Frame, Locator, Page } from 'playwright-core'

/*
 * The moments of a login to the embedded wallet that both the email and the social bench time:
 * the recovery card in the frame, 'I saved it' there, and the Account view in the page. Stamps
 * are epoch times from each document's own high-resolution clock (timeOrigin + now), so that
 * the page's, the frame's and a popup's, documents with time origins of their own, compare.
 */

/** The Account view counts once it is on screen with the end of the connected address in it. */
const ARM_ACCOUNT = `(() => {
  const root = document.documentElement
  const look = () => {
    const view = document.querySelector('portico-modal')?.shadowRoot?.querySelector('[data-view="Account"]')
    const end = root.dataset.address?.slice(-4).toLowerCase()
    if (end && view?.textContent?.toLowerCase().includes(end)) root.dataset.shownEpoch = String(performance.timeOrigin + performance.now())
    else requestAnimationFrame(look)
  }
  requestAnimationFrame(look)
})()`

/*
 * The recovery card is inserted while the frame may still be hidden, where frames get no animation
 * frames: the insertion is seen by an observer, the card's paint by the next animation frame.
 */
const ARM_CARD = `(() => {
  const root = document.documentElement
  const stamp = () => requestAnimationFrame(() => { root.dataset.cardEpoch = String(performance.timeOrigin + performance.now()) })
  if (document.querySelector('output.code')) return stamp()
  const observer = new MutationObserver(() => {
    if (!document.querySelector('output.code')) return
    observer.disconnect()
    stamp()
  })
  observer.observe(document, { childList: true, subtree: true })
})()`

/** The embedded wallet's frame in the page, found by its origin. */
export function frameOf(page: Page, frameOrigin: string): Frame {
  const found = page.frames().find((candidate) => candidate.url().startsWith(frameOrigin))
  if (!found) throw new Error(`no frame from ${frameOrigin} in the page`)
  return found
}

/** Clears the last login's stamps in the page and the frame, and watches for the card and the Account view anew. */
export async function armLoginStamps(page: Page, frame: Frame): Promise<void> {
  await page.evaluate(() => {
    delete document.documentElement.dataset.shownEpoch
  })
  await page.evaluate(ARM_ACCOUNT)
  await frame.evaluate(`delete document.documentElement.dataset.cardEpoch; delete document.documentElement.dataset.savedEpoch; ${ARM_CARD}`)
}

/** Clicks `target`, its document's root stamped `key` (a dataset name) with the click's epoch. */
export async function clickStamped(target: Locator, key: string): Promise<void> {
  await target.evaluate((element, name) => element.addEventListener('click', () => {
    element.ownerDocument.documentElement.dataset[name] = String(performance.timeOrigin + performance.now())
  }, { once: true }), key)
  await target.click()
}

/** A new visitor's 'I saved it' in the frame, stamped; resolves once clicked. */
export const saveRecoveryCode = (frame: Frame) => clickStamped(frame.getByRole('button', { name: 'I saved it' }), 'savedEpoch')

/** The card and 'I saved it' (a new visitor's, in the frame) and the Account view, once it shows. */
export async function readLoginStamps(page: Page, frame: Frame): Promise<{ recoveryCard: number | undefined; saved: number | undefined; shown: number }> {
  await page.waitForFunction(() => document.documentElement.dataset.shownEpoch !== undefined, null, { timeout: 30_000 })
  const shown = await page.evaluate(() => Number(document.documentElement.dataset.shownEpoch))
  const inFrame = await frame.evaluate('({ card: document.documentElement.dataset.cardEpoch, saved: document.documentElement.dataset.savedEpoch })') as { card?: string; saved?: string }
  const epoch = (value: string | undefined) => (value === undefined ? undefined : Number(value))
  return { recoveryCard: epoch(inFrame.card), saved: epoch(inFrame.saved), shown }
}
