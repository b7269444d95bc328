import type { Browser, BrowserContext, Page } from 'playwright-core'
import type { RunningMailbox } from '../../../services/frame/mailbox/startMailbox.js'
import { armLoginStamps, frameOf, readLoginStamps, saveRecoveryCode } from './loginStamps.js'

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
  const frame = () => frameOf(page, options.frameOrigin)
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
        delete document.documentElement.dataset.filledEpoch
      })
      await armLoginStamps(page, frame())
      const field = modal(page).getByRole('textbox', { name: 'Code' })
      await field.evaluate((element) => element.addEventListener('input', () => {
        document.documentElement.dataset.filledEpoch = String(performance.timeOrigin + performance.now())
      }, { once: true }))
      await field.fill(code)
    },
    saveRecoveryCode: () => saveRecoveryCode(frame()),
    async stamps() {
      const stamps = await readLoginStamps(page, frame())
      return { ...stamps, filled: await page.evaluate(() => Number(document.documentElement.dataset.filledEpoch)) }
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
