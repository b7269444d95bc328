import type { Browser, BrowserContext, Frame, Page } from 'playwright-core'
import type { RunningMailbox } from '../../../services/frame/mailbox/startMailbox.js'

/** One visitor's browser (its own context, so its own device share) on the email bench app. */
export interface EmailVisitor {
  page: Page
  context: BrowserContext
  /** Connect Wallet → the email field → submit; resolves once the code view shows. */
  askForCode(beforeSubmit?: () => Promise<void>): Promise<void>
  /** Epoch ms of the last code the server accepted to send, for its one-per-30-s limit. */
  askedAt: number
  /** Fills the mailed code, armed first to stamp the fill, the recovery card and the Account view. */
  enterCode(): Promise<void>
  /** A new visitor's 'I saved it' in the frame; resolves once the Account view shows. */
  saveRecoveryCode(): Promise<void>
  /** Epoch ms of the code's fill, the recovery card, 'I saved it' (both in the frame, a new visitor's) and the Account view with the address. */
  stamps(): Promise<{ filled: number; recoveryCard: number | undefined; saved: number | undefined; shown: number }>
  /** Signs out from the Account view, and comes back as a new page load (`beforeReload` in between). */
  signOutAndReload(beforeReload?: () => Promise<void>): Promise<void>
  close(): Promise<void>
}

const modal = (page: Page) => page.locator('portico-modal')

/*
 * Stamps are epoch times from each document's own high-resolution clock (timeOrigin + now), so
 * that the page's fill and the frame's card, two documents with their own time origins, compare.
 * The Account view counts once it is on screen with the end of the connected address in it.
 */
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

/**
 * Opens the bench app in a fresh context. Codes are read from the in-process mailbox: the newest
 * for the address once more have arrived than were seen. A refusal under the 30 s limit is waited
 * out and the form sent again, as a visitor would.
 */
export async function openEmailVisitor(browser: Browser, options: { url: string; frameOrigin: string; email: string; mailbox: RunningMailbox }): Promise<EmailVisitor> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const page = await context.newPage()
  let seen = 0
  const mailed = () => options.mailbox.messages().filter((message) => message.to.includes(options.email.toLowerCase()))
  const frame = (): Frame => {
    const found = page.frames().find((candidate) => candidate.url().startsWith(options.frameOrigin))
    if (!found) throw new Error(`no frame from ${options.frameOrigin} in the page`)
    return found
  }
  const visitor: EmailVisitor = {
    page,
    context,
    askedAt: 0,
    async askForCode(beforeSubmit) {
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      const field = modal(page).getByRole('textbox', { name: 'Email' })
      const code = modal(page).getByRole('textbox', { name: 'Code' })
      const refusal = modal(page).getByRole('alert')
      await field.fill(options.email)
      await beforeSubmit?.()
      await field.press('Enter')
      await code.or(refusal).waitFor({ timeout: 30_000 })
      if (!(await code.isVisible())) {
        const seconds = Number(/(\d+) seconds/.exec((await refusal.textContent()) ?? '')?.[1] ?? 30)
        await page.waitForTimeout(seconds * 1_000)
        await field.press('Enter')
        await code.waitFor({ timeout: 30_000 })
      }
      visitor.askedAt = Date.now()
    },
    async enterCode() {
      const deadline = Date.now() + 20_000
      while (mailed().length <= seen && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50))
      const code = /\b(\d{6})\b/.exec(mailed()[0]?.text ?? '')?.[1]
      if (!code) throw new Error(`no code mailed to ${options.email}`)
      seen = mailed().length
      await page.evaluate(() => {
        delete document.documentElement.dataset.shownEpoch
        delete document.documentElement.dataset.filledEpoch
      })
      await page.evaluate(ARM_ACCOUNT)
      await frame().evaluate(`delete document.documentElement.dataset.cardEpoch; delete document.documentElement.dataset.savedEpoch; ${ARM_CARD}`)
      const field = modal(page).getByRole('textbox', { name: 'Code' })
      await field.evaluate((element) => element.addEventListener('input', () => {
        document.documentElement.dataset.filledEpoch = String(performance.timeOrigin + performance.now())
      }, { once: true }))
      await field.fill(code)
    },
    async saveRecoveryCode() {
      const saved = frame().getByRole('button', { name: 'I saved it' })
      await saved.evaluate((element) => element.addEventListener('click', () => {
        document.documentElement.dataset.savedEpoch = String(performance.timeOrigin + performance.now())
      }, { once: true }))
      await saved.click()
    },
    async stamps() {
      await page.waitForFunction(() => document.documentElement.dataset.shownEpoch !== undefined, null, { timeout: 30_000 })
      const shown = await page.evaluate(() => ({ filled: Number(document.documentElement.dataset.filledEpoch), shown: Number(document.documentElement.dataset.shownEpoch) }))
      const inFrame = await frame().evaluate('({ card: document.documentElement.dataset.cardEpoch, saved: document.documentElement.dataset.savedEpoch })') as { card?: string; saved?: string }
      const epoch = (value: string | undefined) => (value === undefined ? undefined : Number(value))
      return { ...shown, recoveryCard: epoch(inFrame.card), saved: epoch(inFrame.saved) }
    },
    async signOutAndReload(beforeReload) {
      await modal(page).getByRole('button', { name: 'Disconnect' }).click()
      await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
      await beforeReload?.()
      await page.reload()
      await page.getByRole('button', { name: 'Connect Wallet' }).waitFor()
    },
    close: () => context.close(),
  }
  return visitor
}
