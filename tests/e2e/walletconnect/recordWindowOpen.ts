import type { BrowserContext, Page } from 'playwright-core'

/** One window.open call as the page made it. */
export interface OpenedLink {
  url: string
  target: string | undefined
  features: string | undefined
  /** navigator.userActivation.isActive at the call: true only within a tap's transient activation. */
  userActivation: boolean
}

const LOG = '__porticoOpenedLinks'

/**
 * Wraps every page's window.open in `context`, before any of the page's scripts run, to record
 * each call at the moment it is made, then calls the real one: what the browser does with the
 * link is unchanged (headless Chromium opens no app for an unknown scheme).
 */
export async function recordWindowOpen(context: BrowserContext): Promise<void> {
  await context.addInitScript((log) => {
    const calls: unknown[] = []
    Object.defineProperty(window, log, { value: calls })
    const open = window.open.bind(window)
    window.open = (url?: string | URL, target?: string, features?: string) => {
      calls.push({ url: String(url), target, features, userActivation: navigator.userActivation.isActive })
      return open(url, target, features)
    }
  }, LOG)
}

/** The window.open calls the page has made so far, oldest first. */
export function openedLinks(page: Page): Promise<OpenedLink[]> {
  return page.evaluate((log) => (window as unknown as Record<string, OpenedLink[]>)[log] ?? [], LOG)
}
