import { afterAll, describe, expect, it } from 'vitest'
import { connectionErrors } from '../../../core/errors/ConnectionError.js'
import { openDemo } from '../demo/demoPage.js'
import { screenshot, useLocalStack, type PageSession } from '../harness/index.js'
import { modalOf, openFarcaster, shownLink } from './farcasterSteps.js'

/*
 * The Farcaster relay unreachable, for real: the stack's relay stand-in is stopped, so the auth
 * server's channel request finds nothing listening. A stack of this file's own, since it takes a
 * part of it away.
 */
const local = useLocalStack({ own: true })
const FAILED = connectionErrors.FARCASTER_FAILED

describe('farcaster with the relay unreachable', () => {
  let site: PageSession | undefined
  afterAll(async () => {
    await site?.close()
    await local.stack?.farcasterRelay.start()
  })

  it(`rule: with the relay down the view says '${FAILED}', once, with a way on; with the relay back 'Try again' shows the link`, async () => {
    await local.stack.farcasterRelay.stop()
    site = await openDemo(local.browser, local.stack.demoUrl)
    const { page } = site
    await openFarcaster(page)
    const alert = modalOf(page).getByRole('alert').filter({ hasText: FAILED })
    await alert.waitFor({ timeout: 20_000 })
    expect(await modalOf(page).getByText(FAILED, { exact: true }).count()).toBe(1)
    await screenshot(page, 'farcaster-relay-down-desktop-dark')
    expect(await page.evaluate(() => window.__portico!.store('farcaster').getState().pairing)).toEqual({ status: 'idle' })

    await local.stack.farcasterRelay.start()
    await modalOf(page).getByRole('button', { name: 'Try again' }).click()
    expect(new URL(await shownLink(local.browser, page)).origin).toBe(local.stack.farcasterRelayUrl)
  }, 90_000)
})
