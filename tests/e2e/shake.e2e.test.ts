import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  launchBrowser, loadTestApp, openPage, screenshot, showView, startFixtureApi, startTestApp, waitForView,
  type FixtureApi, type TestApp, type ViewportName,
} from './harness/index.js'

let browser: Browser
let api: FixtureApi
let app: TestApp
beforeAll(async () => {
  ;[browser, api, app] = await Promise.all([launchBrowser(), startFixtureApi(), startTestApp()])
})
afterAll(async () => {
  await Promise.all([browser?.close(), api?.stop(), app?.stop()])
})

/** The card as drawn in one animation frame. */
interface Frame {
  /** Milliseconds since recording began. */
  at: number
  shake: string | undefined
  opacity: string
  transform: string
  /** The card's own animations that are still current, as 'name:playState'. */
  animations: string[]
}

/** Records the card in every animation frame for `ms`, from now on. */
function recordCard(page: Page, ms: number): Promise<Frame[]> {
  return page.evaluate((ms) => new Promise<Frame[]>((resolve) => {
    const card = document.querySelector('portico-modal')!.shadowRoot!.querySelector<HTMLElement>('[role="dialog"]')!
    const frames: Frame[] = []
    const start = performance.now()
    const read = () => {
      const style = getComputedStyle(card)
      frames.push({
        at: Math.round(performance.now() - start),
        shake: card.dataset.shake,
        opacity: style.opacity,
        transform: style.transform,
        animations: card.getAnimations().map((animation) => `${(animation as CSSAnimation).animationName}:${animation.playState}`),
      })
      if (performance.now() - start < ms) requestAnimationFrame(read)
      else resolve(frames)
    }
    requestAnimationFrame(read)
  }), ms)
}

describe.each(['desktop', 'mobile'] as ViewportName[])('%s', (viewport) => {
  it('rule: after the 500 ms shake the card stands still and opaque: the opening animation does not run again', async () => {
    const session = await openPage(browser, { viewport, colorScheme: 'dark' })
    try {
      const { page } = session
      await loadTestApp(page, app, { api: api.url })
      await showView(page, 'Connect')
      // A wallet that refuses: the modal shakes (ConnectingExternal), as a visitor meets it.
      await page.evaluate(() => void (window.__porticoMocks!.eip155!.behaviour = 'reject'))
      const recording = recordCard(page, 2000)
      await page.getByRole('dialog').getByRole('button', { name: /^Mock eip155 wallet/ }).click()
      await waitForView(page, 'ConnectingExternal')
      const frames = await recording

      const shaking = frames.filter((frame) => frame.shake === 'true')
      expect(shaking.length, 'the shake was recorded').toBeGreaterThan(0)
      expect(shaking.some((frame) => frame.animations.includes('pc-shake:running')), 'the card shook').toBe(true)
      const ended = frames.findIndex((frame, index) => index > frames.indexOf(shaking[0]!) && frame.shake === 'false')
      expect(ended, 'the shake ended within the recording').toBeGreaterThan(0)
      const after = frames.slice(ended)
      // Several moments over the second after the shake: nothing moves, nothing fades.
      expect(after.at(-1)!.at - after[0]!.at).toBeGreaterThan(500)
      expect(after.filter((frame) => frame.animations.length > 0 || frame.opacity !== '1' || frame.transform !== 'none')).toEqual([])
      // Nor does the card turn see-through while it shakes.
      expect(shaking.filter((frame) => frame.opacity !== '1')).toEqual([])
      await screenshot(page, `shake-ended-${viewport}-dark`)
      expect(session.pageErrors).toEqual([])
    } finally {
      await session.close()
    }
  })
})
