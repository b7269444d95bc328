import { afterAll, describe, expect, it } from 'vitest'
import { signInWithFarcaster } from '../../../services/farcaster/farcasterApp.js'
import { TEST_FARCASTER_USERS } from '../../../services/farcaster/testFarcasterUsers.js'
import { openDemo } from '../demo/demoPage.js'
import { screenshot, useLocalStack, waitForView, type PageSession } from '../harness/index.js'
import { embeddedAddress, farcasterUrls, modalOf, openFarcaster, shownLink } from './farcasterSteps.js'

/*
 * Sign In With Farcaster end to end on the stack `npm start` runs: the demo's Farcaster button,
 * the frame's link as a QR code, the Farcaster app stand-in signing it with a test fid's custody
 * key on the relay stand-in, the auth server verifying it against the registry stand-ins on the
 * devnet, and the embedded wallet the frame opens for the fid.
 */

const local = useLocalStack()
const [alice, bob] = TEST_FARCASTER_USERS as [(typeof TEST_FARCASTER_USERS)[0], (typeof TEST_FARCASTER_USERS)[0]]
const sessions: PageSession[] = []
afterAll(async () => {
  for (const session of sessions) await session.close()
})
const open = async (options: Parameters<typeof openDemo>[2] = {}) => {
  const session = await openDemo(local.browser, local.stack.demoUrl, options)
  sessions.push(session)
  return session.page
}

describe('farcaster login on the local stack', () => {
  it('rule: Connect, the Farcaster button, the QR code; the Farcaster app signs its link, and Account shows the embedded address', async () => {
    const page = await open({ colorScheme: 'dark' })
    await openFarcaster(page, { connectShot: 'farcaster-connect-desktop-dark' })
    const link = await shownLink(local.browser, page)
    expect(link).toBe(await page.evaluate(() => window.__portico!.store('farcaster').getState().pairing).then((pairing) => pairing.status === 'ready' && pairing.uri))
    expect(new URL(link).origin).toBe(local.stack.farcasterRelayUrl)
    expect(await farcasterUrls(page)).toContain(link)
    await screenshot(page, 'farcaster-qr-desktop-dark')

    await signInWithFarcaster({ url: link, fid: alice.fid, username: alice.username, key: alice.custodyKey })
    // A new wallet: the frame shows its recovery code once, as after a first email code.
    const frame = page.frameLocator(`iframe[src^="${local.stack.frameUrl}"]`)
    await frame.getByRole('button', { name: 'I saved it' }).click({ timeout: 30_000 })
    await expect.poll(() => embeddedAddress(page), { timeout: 30_000 }).toMatch(/^0x[0-9a-fA-F]{40}$/)
    await waitForView(page, 'Account')
    expect(await page.evaluate(() => localStorage.getItem('portico:social-username'))).toBe('alice')
    await screenshot(page, 'farcaster-account-desktop-dark')
  }, 90_000)

  it('rule: leaving ConnectingFarcaster before signing clears farcasterUrl and reloads the frame: the link it showed signs nobody in', async () => {
    const page = await open({ colorScheme: 'light' })
    await openFarcaster(page)
    const link = await shownLink(local.browser, page)
    await screenshot(page, 'farcaster-qr-desktop-light')
    await modalOf(page).getByRole('button', { name: 'Back' }).click()
    await waitForView(page, 'Connect')
    expect(await farcasterUrls(page)).toEqual([undefined, undefined])
    // The relay still takes the signature, but the frame gave the attempt up: no session comes of it.
    await signInWithFarcaster({ url: link, fid: bob.fid, key: bob.custodyKey })
    await page.waitForTimeout(3_000)
    expect(await embeddedAddress(page)).toBeUndefined()
    expect(await page.evaluate(() => window.__portico!.store('router').getState().view)).toBe('Connect')
  }, 60_000)

  it.each(['dark', 'light'] as const)('rule: on a phone (%s) the view offers a button opening the Farcaster app with the link, not a QR code', async (colorScheme) => {
    const page = await open({ viewport: 'mobile', colorScheme })
    await openFarcaster(page, { connectShot: `farcaster-connect-mobile-${colorScheme}` })
    const openButton = modalOf(page).getByRole('button', { name: /^Open / })
    await openButton.waitFor({ timeout: 20_000 })
    expect(await modalOf(page).locator('.pc-wcq svg').count()).toBe(0)
    await screenshot(page, `farcaster-phone-mobile-${colorScheme}`)
  }, 60_000)
})
