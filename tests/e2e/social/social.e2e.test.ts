import type { Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { screenshot, useLocalStack, waitForView, type PageSession } from '../harness/index.js'
import { openDemo } from '../demo/demoPage.js'

/*
 * Social login end to end on the stack `npm start` runs: the demo with embeddedWallet(), email()
 * and social(), the frame and its auth server, and the local OpenID provider standing in for
 * google, github and the rest (services/oidc), which the auth server treats as the real ones.
 */

const local = useLocalStack()

const modalOf = (page: Page) => page.locator('portico-modal')
const embeddedAddress = (page: Page) => page.evaluate(() => window.__portico!.store('chains').getState().byNamespace.eip155?.account?.address)
const frameOf = (page: Page) => page.frameLocator(`iframe[src^="${local.stack.frameUrl}"]`)

/** The stand-in provider's login page, filled in and sent as a visitor would. */
async function signInAtProvider(provider: Page, email: string): Promise<void> {
  await provider.getByLabel('Email').fill(email)
  await provider.getByLabel('Name').fill('Social Visitor')
  await provider.getByRole('button', { name: 'Sign in' }).click()
}

/**
 * Opens the modal and taps `provider`'s button once the links are ready (`asked`: how many the
 * Connect view asks for: every provider's on the page's first show, afterwards only those used
 * since); resolves with the popup.
 */
async function tapProvider(page: Page, name: string, asked = 6): Promise<Page> {
  let links = 0
  const counted = (response: { url(): string }) => {
    if (response.url().endsWith('/v1/social/start')) links++
  }
  page.on('response', counted)
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const modal = modalOf(page)
  await modal.getByRole('group', { name: 'Log in with a social account' }).waitFor()
  const more = modal.getByRole('button', { name: 'More ways to log in' })
  if (!(await modal.getByRole('button', { name: `Continue with ${name}` }).isVisible()) && (await more.isVisible())) await more.click()
  // The links are asked for as the Connect view shows (the frame loads, then asks its server), one a provider.
  await expect.poll(() => links, { timeout: 20_000 }).toBe(asked)
  page.off('response', counted)
  // What the tap asks the browser to open, and whether it asks within the tap.
  await page.evaluate(() => {
    const open = window.open.bind(window)
    const seen: string[] = []
    ;(window as unknown as { __opened: string[] }).__opened = seen
    window.open = (url, ...rest) => {
      seen.push(String(url))
      return open(url, ...rest)
    }
  })
  const [popup] = await Promise.all([page.waitForEvent('popup'), modal.getByRole('button', { name: `Continue with ${name}` }).click()])
  return popup
}

/** The first sign-in of a visitor: the frame shows the new wallet's recovery code once (a locator of the frame's and one of the page's cannot be joined by or()). */
async function acceptRecoveryCodeIfShown(page: Page): Promise<void> {
  const saved = frameOf(page).getByRole('button', { name: 'I saved it' })
  await expect.poll(async () => (await saved.isVisible()) || (await page.evaluate(() => window.__portico!.store('router').getState().view === 'Account')), { timeout: 30_000 }).toBe(true)
  if (await saved.isVisible()) await saved.click()
}

async function waitForAccount(page: Page): Promise<string> {
  await expect.poll(() => embeddedAddress(page), { timeout: 30_000 }).toMatch(/^0x[0-9a-fA-F]{40}$/)
  await waitForView(page, 'Account', { timeout: 30_000 })
  return (await embeddedAddress(page))!
}

describe('social login to the embedded wallet, on the local stack', () => {
  const email = `social-${Date.now()}@example.com`
  const sessions: PageSession[] = []
  const open = async (options: Parameters<typeof openDemo>[2] = {}) => {
    const session = await openDemo(local.browser, local.stack.demoUrl, options)
    sessions.push(session)
    return session
  }
  afterAll(async () => {
    for (const session of sessions) await session.close()
  })

  let page: Page
  let address: string

  it('rule: the Connect view offers the providers in SPEC order, the first wide, the rest as marks and behind "more"', async () => {
    for (const [viewport, colorScheme] of [['desktop', 'dark'], ['desktop', 'light'], ['mobile', 'dark'], ['mobile', 'light']] as const) {
      const { page: shown, close } = await openDemo(local.browser, local.stack.demoUrl, { viewport, colorScheme })
      await shown.getByRole('button', { name: 'Connect Wallet' }).click()
      const modal = modalOf(shown)
      await modal.getByRole('button', { name: 'Continue with Google' }).waitFor()
      // SPEC's default socials, farcaster's own button among them: google wide, then three marks and "more".
      const marks = await modal.locator('.pc-social-tile').evaluateAll((tiles) => tiles.map((tile) => tile.getAttribute('aria-label')))
      expect(marks).toEqual(['Continue with X', 'Continue with Farcaster', 'Continue with Discord', 'More ways to log in'])
      await screenshot(shown, `social-connect-${viewport}-${colorScheme}`)
      if (viewport === 'desktop' && colorScheme === 'dark') {
        await modal.getByRole('button', { name: 'More ways to log in' }).click()
        await modal.getByRole('button', { name: 'Continue with Facebook' }).waitFor()
        expect(await modal.locator('.pc-social-tile').evaluateAll((tiles) => tiles.map((tile) => tile.getAttribute('aria-label')))).toEqual(
          ['Continue with X', 'Continue with Farcaster', 'Continue with Discord', 'Continue with Apple', 'Continue with GitHub', 'Continue with Facebook'])
        await screenshot(shown, 'social-connect-more-desktop-dark')
      }
      await close()
    }
  })

  it('rule: Google opens its popup in the tap, on the provider\'s page; signing in there connects the embedded wallet', async () => {
    ;({ page } = await open({ viewport: 'desktop', colorScheme: 'dark' }))
    const popup = await tapProvider(page, 'Google')
    // The link was ready: the popup opened on the provider's page, not on a blank one sent on later.
    const opened = await page.evaluate(() => (window as unknown as { __opened: string[] }).__opened)
    expect(opened).toHaveLength(1)
    expect(new URL(opened[0]!).origin).toBe(new URL(local.stack.oidcUrl).origin)
    await popup.getByRole('heading', { name: /Google/ }).waitFor()
    await screenshot(page, 'social-wait-desktop-dark')
    await screenshot(popup, 'social-provider-page')
    await signInAtProvider(popup, email)
    await popup.waitForEvent('close', { timeout: 20_000 })
    await acceptRecoveryCodeIfShown(page)
    address = await waitForAccount(page)
    await screenshot(page, 'social-account-desktop-dark')
    // The provider's username: the stand-in gives the email's local part, as GitHub gives a login.
    expect(await page.evaluate(() => localStorage.getItem('portico:social-username'))).toBe(email.split('@')[0])
    expect(await page.evaluate(() => window.__portico!.store('chains').getState().byNamespace.eip155?.account.connectedWalletInfo?.name)).toBe('Google')
  })

  it('rule: a reload restores the social session, shown as the provider again', async () => {
    await page.reload()
    await page.waitForSelector('html[data-ready="true"]')
    await page.evaluate(() => {
      window.__portico = window.__porticoDemo!.kernel
    })
    await expect.poll(() => embeddedAddress(page), { timeout: 30_000 }).toBe(address)
    expect(await page.evaluate(() => window.__portico!.store('chains').getState().byNamespace.eip155?.account.connectedWalletInfo?.name)).toBe('Google')
  })

  it('rule: signed out, GitHub with the same verified email reaches the same wallet', async () => {
    if (!(await page.evaluate(() => window.__portico!.store('modal').getState().open))) await page.getByRole('button', { name: /0x|Social Visitor/ }).first().click()
    await modalOf(page).getByRole('button', { name: 'Disconnect' }).click()
    await page.waitForFunction(() => !window.__portico!.store('chains').getState().byNamespace.eip155?.account?.address)
    if (await page.evaluate(() => window.__portico!.store('modal').getState().open)) await modalOf(page).getByRole('button', { name: 'Close' }).click()
    // The stand-in keeps its own sign-in in a cookie, as a real provider does; GitHub's form shows once it is gone.
    await page.context().clearCookies()
    const popup = await tapProvider(page, 'GitHub')
    await popup.getByRole('heading', { name: /GitHub/ }).waitFor()
    await signInAtProvider(popup, email)
    await popup.waitForEvent('close', { timeout: 20_000 })
    await acceptRecoveryCodeIfShown(page)
    expect(await waitForAccount(page)).toBe(address)
  })

  it("rule: the popup closed by the visitor says 'Popup closed', with a way back", async () => {
    const { page: fresh } = await open({ viewport: 'desktop', colorScheme: 'light' })
    const popup = await tapProvider(fresh, 'Google')
    await popup.close()
    await expect.poll(() => modalOf(fresh).getByRole('alert').textContent(), { timeout: 5_000 }).toBe('Popup closed')
    await screenshot(fresh, 'social-popup-closed-desktop-light')
    await modalOf(fresh).getByRole('button', { name: 'Try again' }).click()
    await waitForView(fresh, 'Connect')
  })

  it("rule: the provider's refusal (Cancel at its page) says 'Failed to initiate social connection'", async () => {
    const { page: fresh } = await open({ viewport: 'desktop', colorScheme: 'dark' })
    const popup = await tapProvider(fresh, 'Google')
    await popup.getByRole('button', { name: 'Cancel' }).click()
    await popup.waitForEvent('close', { timeout: 20_000 })
    await expect.poll(() => modalOf(fresh).getByRole('alert').textContent(), { timeout: 10_000 }).toBe('Failed to initiate social connection')
    expect(await embeddedAddress(fresh)).toBeUndefined()
  })

  it('rule: a result message from another origin is ignored: the login waits for the frame site\'s own', async () => {
    const { page: fresh } = await open({ viewport: 'desktop', colorScheme: 'dark' })
    const popup = await tapProvider(fresh, 'Google')
    // The site's own origin (any script on it) posts a result: not the frame site's, so not one.
    await fresh.evaluate((frameUrl) => window.postMessage({ type: '@portico/frame/SocialResult', payload: { resultUri: `${frameUrl}/v1/social/result?attempt=${'a'.repeat(43)}&result=${'r'.repeat(43)}` } }, '*'), local.stack.frameUrl)
    await popup.evaluate(() => window.opener?.postMessage({ type: '@portico/frame/SocialResult', payload: { error: 'access_denied' } }, '*'))
    await fresh.waitForTimeout(1_500)
    expect(await modalOf(fresh).getByRole('alert').count()).toBe(0)
    expect(await fresh.evaluate(() => window.__portico!.store('router').getState().view)).toBe('SocialWait')
    await signInAtProvider(popup, `other-${email}`)
    await popup.waitForEvent('close', { timeout: 20_000 })
    await acceptRecoveryCodeIfShown(fresh)
    await waitForAccount(fresh)
  })

  it('rule: on a phone the page itself goes to the provider and the login completes when it comes back', async () => {
    const { page: phone } = await open({ viewport: 'mobile', colorScheme: 'dark' })
    await phone.getByRole('button', { name: 'Connect Wallet' }).click()
    const modal = modalOf(phone)
    await modal.getByRole('group', { name: 'Log in with a social account' }).waitFor()
    await screenshot(phone, 'social-connect-phone-dark')
    let links = 0
    phone.on('response', (response) => {
      if (response.url().endsWith('/v1/social/start')) links++
    })
    await expect.poll(() => links, { timeout: 20_000 }).toBe(6)
    await modal.getByRole('button', { name: 'Continue with Google' }).click()
    await phone.waitForURL((url) => url.origin === new URL(local.stack.oidcUrl).origin, { timeout: 20_000 })
    await screenshot(phone, 'social-provider-page-phone')
    await signInAtProvider(phone, `phone-${email}`)
    await phone.waitForURL((url) => url.origin === new URL(local.stack.demoUrl).origin, { timeout: 20_000 })
    await phone.waitForSelector('html[data-ready="true"]')
    await phone.evaluate(() => {
      window.__portico = window.__porticoDemo!.kernel
    })
    await acceptRecoveryCodeIfShown(phone)
    await waitForAccount(phone)
    // The result is gone from the address: a reload does not use it again.
    expect(new URL(phone.url()).search).not.toMatch(/portico_social/)
    await screenshot(phone, 'social-account-phone-dark')
  })
})
