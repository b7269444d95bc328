import { fileURLToPath } from 'node:url'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage, screenshot, startTestApp, type PageSession, type TestApp } from '../harness/index.js'

/**
 * Proof from outside (issue 22): a chain namespace written as an outside package would be, under
 * tests/fixtures/toychain, importing only portico/core and portico/react, connects, shows a balance,
 * signs a message and adds its own Connect section, with no change to core/ or react/.
 */
let browser: Browser
let app: TestApp
let session: PageSession
let page: Page
beforeAll(async () => {
  ;[browser, app] = await Promise.all([launchBrowser(), startTestApp({ root: fileURLToPath(new URL('../../fixtures/toychain/app/', import.meta.url)) })])
  session = await openPage(browser, { viewport: 'desktop', colorScheme: 'dark' })
  page = session.page
})
afterAll(async () => {
  await session?.close()
  await Promise.all([browser?.close(), app?.stop()])
})

const dialog = () => page.getByRole('dialog')
const modalView = () => page.evaluate(() => window.__toy?.kernel.store('router').getState().view)

describe('a toy chain plugin written against the public contract', () => {
  it('rule: its own Connect section shows and its injected wallet is listed as installed', async () => {
    await page.goto(app.url)
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await expect.poll(modalView).toBe('Connect')
    await dialog().getByText('Toy chain', { exact: true }).waitFor()
    expect(await dialog().getByRole('button', { name: 'Log in with the toy chain' }).count()).toBe(1)
    const row = dialog().getByRole('button', { name: /Toy Wallet/ })
    expect(await row.textContent()).toContain('INSTALLED')
    await screenshot(page, 'toychain-connect-desktop-dark')
  })

  it('rule: connecting through its section shows the Account view with the toy address and its balance', async () => {
    await dialog().getByRole('button', { name: 'Log in with the toy chain' }).click()
    await expect.poll(modalView).toBe('Account')
    const address = await page.evaluate(() => window.__toy!.wallet.address)
    const account = await page.evaluate(() => window.__toy!.kernel.store('chains').getState().byNamespace.toy?.account)
    expect(account).toMatchObject({ status: 'connected', address, balance: '1.5', balanceSymbol: 'TOY' })
    await dialog().getByText('1.5 TOY').waitFor()
    // The Account view shows the address shortened, its start and its end.
    expect(await dialog().textContent()).toMatch(new RegExp(`${address.slice(0, 4)}.*${address.slice(-4)}`))
    await screenshot(page, 'toychain-account-desktop-dark')
  })

  it('rule: a signed message verifies against the wallet\'s public key', async () => {
    const verified = await page.evaluate(async () => {
      const toy = window.__toy!
      const message = 'Hello from the toy chain'
      const signature = await toy.sign(message)
      const bytes = (hex: string) => new Uint8Array(hex.match(/../g)!.map((pair) => Number.parseInt(pair, 16)))
      const key = await crypto.subtle.importKey('raw', bytes(toy.wallet.publicKey), { name: 'ECDSA', namedCurve: 'P-256' }, false, ['verify'])
      const good = await crypto.subtle.verify({ name: 'ECDSA', hash: 'SHA-256' }, key, bytes(signature), new TextEncoder().encode(message))
      const forged = await crypto.subtle.verify({ name: 'ECDSA', hash: 'SHA-256' }, key, bytes(signature), new TextEncoder().encode(`${message}!`))
      return { good, forged }
    })
    expect(verified).toEqual({ good: true, forged: false })
  })

  it('rule: nothing left the page for another host, and the page raised no error', () => {
    expect(session.blockedRequests).toEqual([])
    expect(session.pageErrors).toEqual([])
  })
})
