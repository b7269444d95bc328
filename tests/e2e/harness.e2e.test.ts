import { existsSync } from 'node:fs'
import { readFile, rm } from 'node:fs/promises'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  launchBrowser, loadTestApp, openPage, runAxe, screenshot, SCREENSHOT_DIR, startFixtureApi, startTestApp,
  type ColorScheme, type FixtureApi, type PageSession, type TestApp, type ViewportName,
} from './harness/index.js'

const RENDERER_PRESENT = existsSync(new URL('../../react/index.ts', import.meta.url)) ||
  existsSync(new URL('../../react/index.tsx', import.meta.url))

let browser: Browser
let api: FixtureApi
let app: TestApp
beforeAll(async () => {
  ;[browser, api, app] = await Promise.all([launchBrowser(), startFixtureApi(), startTestApp()])
})
afterAll(async () => {
  await Promise.all([browser?.close(), api?.stop(), app?.stop()])
})

/** Runs `body` on a fresh page and closes it whatever happens. */
async function withPage(options: Parameters<typeof openPage>[1], body: (session: PageSession) => Promise<void>) {
  const session = await openPage(browser, options)
  try {
    await body(session)
  } finally {
    await session.close()
  }
}

const readKernel = (session: PageSession) => session.page.evaluate(() => {
  const kernel = window.__portico!
  return {
    status: kernel.status,
    themeMode: kernel.options.themeMode,
    isMobile: kernel.options.isMobile(),
    remoteConfigStatus: kernel.store('options').getState().remoteConfigStatus,
    renderer: document.documentElement.dataset.renderer,
    renderError: window.__porticoRenderError,
    width: innerWidth,
    dark: matchMedia('(prefers-color-scheme: dark)').matches,
  }
})

describe('the test page in Chromium', () => {
  const cases: [ViewportName, ColorScheme][] = [['desktop', 'dark'], ['desktop', 'light'], ['mobile', 'dark'], ['mobile', 'light']]

  it.each(cases)('rule: the page loads on %s in %s with a started kernel, no page error and nothing off loopback', async (viewport, colorScheme) => {
    await withPage({ viewport, colorScheme }, async (session) => {
      await loadTestApp(session.page, app, { api: api.url })
      const state = await readKernel(session)
      expect(state).toMatchObject({
        status: 'started',
        themeMode: colorScheme,
        isMobile: viewport === 'mobile',
        remoteConfigStatus: 'loaded',
        width: viewport === 'mobile' ? 390 : 1280,
        dark: colorScheme === 'dark',
      })
      expect(state.renderer, state.renderError).toBe(RENDERER_PRESENT ? 'react' : 'absent')
      expect(session.pageErrors).toEqual([])
      expect(session.blockedRequests).toEqual([])
    })
  })

  it('rule: the kernel in the page reads its configuration from the fixture API and reports INITIALIZE', async () => {
    await withPage({}, async (session) => {
      await loadTestApp(session.page, app, { api: api.url })
      expect(api.requests).toContainEqual(expect.objectContaining({
        method: 'GET', path: '/appkit/v1/config', query: expect.objectContaining({ projectId: 'e2e', st: 'portico' }),
      }))
      await expect.poll(() => api.events.map((event) => (event.props as { event?: string }).event)).toContain('INITIALIZE')
    })
  })

  it('rule: theme=light wins over a dark colour scheme, and view opens the modal on that view', async () => {
    await withPage({ colorScheme: 'dark' }, async (session) => {
      await loadTestApp(session.page, app, { api: api.url, theme: 'light', view: 'AllWallets' })
      const state = await session.page.evaluate(() => {
        const kernel = window.__portico!
        return { themeMode: kernel.options.themeMode, open: kernel.store('modal').getState().open, view: kernel.store('router').getState().view }
      })
      expect(state).toEqual({ themeMode: 'light', open: true, view: 'AllWallets' })
    })
  })

  it('rule: without an api parameter the page runs in basic mode and fetches nothing', async () => {
    await withPage({}, async (session) => {
      const before = api.requests.length
      await loadTestApp(session.page, app)
      expect(await session.page.evaluate(() => window.__portico!.options.basic)).toBe(true)
      expect(api.requests.length).toBe(before)
      expect(session.pageErrors).toEqual([])
    })
  })
})

describe('axe and screenshots', () => {
  it('rule: runAxe returns violations from the page and from inside an open shadow root', async () => {
    await withPage({}, async (session) => {
      await loadTestApp(session.page, app)
      expect(Array.isArray(await runAxe(session.page))).toBe(true)
      // The host's own content is clean, so whatever axe reports later belongs to Portico.
      expect(await runAxe(session.page, '.host-content')).toEqual([])
      // A known defect, an image without a text alternative, planted where the modal will live.
      await session.page.evaluate(() => {
        const host = document.createElement('div')
        host.id = 'probe-host'
        document.body.append(host)
        host.attachShadow({ mode: 'open' }).innerHTML = '<main><img src="data:," class="probe"></main>'
      })
      const ids = (violations: { id: string }[]) => violations.map((violation) => violation.id)
      expect(ids(await runAxe(session.page))).toContain('image-alt')
      expect(ids(await runAxe(session.page, '#probe-host'))).toContain('image-alt')
      expect(ids(await runAxe(session.page, ['#probe-host', 'img.probe']))).toEqual(['image-alt'])
      expect(ids(await runAxe(session.page, '.host-content'))).not.toContain('image-alt')
    })
  })

  it('rule: screenshot writes a PNG into tests/e2e/screenshots', async () => {
    await withPage({ viewport: 'mobile', colorScheme: 'light' }, async (session) => {
      await loadTestApp(session.page, app, { api: api.url })
      await rm(`${SCREENSHOT_DIR}harness-mobile-light.png`, { force: true })
      const path = await screenshot(session.page, 'harness-mobile-light')
      expect(path).toBe(`${SCREENSHOT_DIR}harness-mobile-light.png`)
      const bytes = await readFile(path)
      expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a')
      await expect(screenshot(session.page, '../escape')).rejects.toThrow('must be a plain file name')
    })
  })
})
