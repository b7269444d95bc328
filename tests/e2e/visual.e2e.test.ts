import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  describeViolations, launchBrowser, loadTestApp, openPage, runAxe, screenshot, showView, SHOWN_VIEWS, startFixtureApi, startTestApp,
  type ColorScheme, type FixtureApi, type PageSession, type TestApp, type ViewportName,
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


const combos: [ViewportName, ColorScheme][] = [['desktop', 'dark'], ['desktop', 'light'], ['mobile', 'dark'], ['mobile', 'light']]

// Every view in each layout and theme, one page per combination walked view by view: a photo
// into tests/e2e/screenshots/<view>-<viewport>-<theme>.png for people to look at, and axe on the
// whole page (the modal's shadow root included), which must find nothing.
describe.each(combos)('%s %s', (viewport, theme) => {
  let session: PageSession
  beforeAll(async () => {
    session = await openPage(browser, { viewport, colorScheme: theme })
    await loadTestApp(session.page, app, { api: api.url })
  })
  afterAll(async () => {
    await session?.close()
  })

  it.each(SHOWN_VIEWS)('rule: %s is photographed and has no axe violation', async (view) => {
    const { page } = session
    await showView(page, view)
    await screenshot(page, `${view}-${viewport}-${theme}`)
    const violations = await runAxe(page)
    expect(describeViolations(violations)).toEqual([])
    expect(session.pageErrors).toEqual([])
  })
})
