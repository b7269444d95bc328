import type { Browser, BrowserContext, Page } from 'playwright-core'
import { armLoginStamps, clickStamped, frameOf, readLoginStamps, saveRecoveryCode } from './loginStamps.js'

/** One visitor's browser (its own context, so its own provider cookie and device share) on the social bench app. */
export interface SocialVisitor {
  page: Page
  context: BrowserContext
  /** Connect Wallet → the Connect view, resolved once its social links were fetched (one a provider). */
  openConnect(): Promise<void>
  /** Google's button, stamped; resolves once the popup shows the provider's login page. */
  tapGoogle(): Promise<void>
  /** The provider's form filled and 'Sign in' clicked, stamped; resolves once the popup has closed. */
  signIn(email: string): Promise<void>
  /** A new visitor's 'I saved it' in the frame, once the card shows. */
  saveRecoveryCode(): Promise<void>
  /** Epoch ms of the tap, the provider page's first paint, 'Sign in', the card and 'I saved it' in the frame, the Account view. */
  stamps(): Promise<{ tapped: number; providerShown: number; signedIn: number; recoveryCard: number | undefined; saved: number | undefined; shown: number }>
  close(): Promise<void>
}

const modal = (page: Page) => page.locator('portico-modal')
/** How many links the Connect view asks the frame for on its first show: SPEC section 5's six. */
const LINKS = 6

/**
 * Opens the social bench app in a fresh context, as tests/e2e/social's steps do: the tap waits
 * for the links, so that the popup opens on the provider's page itself, not on a blank one sent
 * on later. The provider page counts from its first contentful paint, on the popup's own clock.
 */
export async function openSocialVisitor(browser: Browser, options: { frameOrigin: string }): Promise<SocialVisitor> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const page = await context.newPage()
  const frame = () => frameOf(page, options.frameOrigin)
  let popup: Page | undefined
  let providerShown = 0
  let signedIn = 0
  return {
    page,
    context,
    async openConnect() {
      let links = 0
      const counted = (response: { url(): string }) => {
        if (response.url().endsWith('/v1/social/start')) links++
      }
      page.on('response', counted)
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      await modal(page).getByRole('group', { name: 'Log in with a social account' }).waitFor()
      const deadline = Date.now() + 20_000
      while (links < LINKS && Date.now() < deadline) await page.waitForTimeout(50)
      page.off('response', counted)
      if (links < LINKS) throw new Error(`the Connect view asked for ${links} social links of ${LINKS}`)
    },
    async tapGoogle() {
      await armLoginStamps(page, frame())
      ;[popup] = await Promise.all([page.waitForEvent('popup'), clickStamped(modal(page).getByRole('button', { name: 'Continue with Google' }), 'tappedEpoch')])
      await popup.getByRole('heading', { name: /Google/ }).waitFor({ timeout: 20_000 })
      await popup.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, null, { timeout: 10_000 })
      providerShown = await popup.evaluate(() => performance.timeOrigin + performance.getEntriesByName('first-contentful-paint')[0]!.startTime)
    },
    async signIn(email) {
      const shown = popup!
      // The popup's document goes with the click: its stamp is handed out as it is taken.
      await shown.exposeFunction('__benchSignedIn', (epoch: number) => {
        signedIn = epoch
      })
      await shown.getByLabel('Email').fill(email)
      await shown.getByLabel('Name').fill('Bench Visitor')
      const button = shown.getByRole('button', { name: 'Sign in' })
      await button.evaluate((element) => element.addEventListener('click', () => {
        (window as unknown as { __benchSignedIn(epoch: number): void }).__benchSignedIn(performance.timeOrigin + performance.now())
      }, { once: true }))
      await Promise.all([shown.waitForEvent('close', { timeout: 20_000 }), button.click()])
    },
    async saveRecoveryCode() {
      await page.frameLocator(`iframe[src^="${options.frameOrigin}"]`).getByRole('button', { name: 'I saved it' }).waitFor({ timeout: 30_000 })
      await saveRecoveryCode(frame())
    },
    async stamps() {
      const login = await readLoginStamps(page, frame())
      const tapped = await page.evaluate(() => Number(document.documentElement.dataset.tappedEpoch))
      return { ...login, tapped, providerShown, signedIn }
    },
    close: () => context.close(),
  }
}
