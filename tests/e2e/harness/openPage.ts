import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core'

export type ViewportName = 'desktop' | 'mobile'
export type ColorScheme = 'dark' | 'light'

/** The two layouts every view is checked in. */
export const VIEWPORTS: Record<ViewportName, BrowserContextOptions> = {
  desktop: { viewport: { width: 1280, height: 800 } },
  mobile: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
}

export interface OpenPageOptions {
  viewport?: ViewportName
  colorScheme?: ColorScheme
  reducedMotion?: 'reduce' | 'no-preference'
  /** The browser's language (navigator.languages); en-US unless told. */
  locale?: string
}

export interface PageSession {
  context: BrowserContext
  page: Page
  /** Uncaught exceptions and unhandled rejections of the page. */
  pageErrors: Error[]
  /** console.error messages of the page. */
  consoleErrors: string[]
  /** Requests to anything but loopback, which were refused. */
  blockedRequests: string[]
  close(): Promise<void>
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]'])

/**
 * A fresh browser context (its own storage, cookies and cache) with one page. Like the unit
 * tests' loopback guard, a request that would leave the machine is aborted and recorded, so a
 * test can assert that nothing reached the internet.
 */
export async function openPage(browser: Browser, options: OpenPageOptions = {}): Promise<PageSession> {
  const viewport = options.viewport ?? 'desktop'
  const context = await browser.newContext({
    ...VIEWPORTS[viewport],
    ...(viewport === 'mobile' ? { userAgent: mobileUserAgent(browser.version()) } : {}),
    colorScheme: options.colorScheme ?? 'dark',
    reducedMotion: options.reducedMotion ?? 'no-preference',
    locale: options.locale ?? 'en-US',
    timezoneId: 'UTC',
  })
  const blockedRequests: string[] = []
  await context.route((url) => !LOOPBACK.has(url.hostname), async (route) => {
    blockedRequests.push(route.request().url())
    await route.abort('blockedbyclient')
  })
  const page = await context.newPage()
  const pageErrors: Error[] = []
  const consoleErrors: string[] = []
  page.on('pageerror', (error) => void pageErrors.push(error))
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text())
  })
  return { context, page, pageErrors, consoleErrors, blockedRequests, close: () => context.close() }
}

/** What a phone's Chrome reports, so user-agent checks see a phone as well as a narrow screen. */
const mobileUserAgent = (version: string) =>
  `Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${version} Mobile Safari/537.36`
