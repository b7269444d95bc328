import type { Page } from 'playwright-core'

/**
 * Waits until the modal is open on `view` and that view's lazy chunk has rendered: the router
 * names it, the view stack shows it, and its loading fallback is gone. The view's own data (a
 * wallet list, a balance) may still be loading; `settle` waits for what a photo needs.
 */
export async function waitForView(page: Page, view: string, options: { timeout?: number } = {}): Promise<void> {
  await page.waitForFunction((view) => {
    const kernel = window.__portico
    if (!kernel?.store('modal').getState().open || kernel.store('router').getState().view !== view) return false
    const shown = document.querySelector('portico-modal')?.shadowRoot?.querySelector(`.pc-view[data-view="${view}"]`)
    // ViewStack's Suspense fallback is a status spinner labelled "Loading".
    return Boolean(shown && shown.childElementCount > 0 && !shown.querySelector('[role="status"][aria-label="Loading"]'))
  }, view, { timeout: options.timeout ?? 10_000 })
}

/** Waits until the modal is closed and its dialog has left the page. */
export async function waitForClosed(page: Page, options: { timeout?: number } = {}): Promise<void> {
  await page.waitForFunction(() =>
    window.__portico?.store('modal').getState().open === false &&
    !document.querySelector('portico-modal')?.shadowRoot?.querySelector('[role="dialog"]'), undefined, { timeout: options.timeout ?? 5000 })
}

/** The router as the page's kernel holds it. */
export function readRouter(page: Page): Promise<{ open: boolean; view: string; depth: number }> {
  return page.evaluate(() => {
    const kernel = window.__portico!
    const router = kernel.store('router').getState()
    return { open: kernel.store('modal').getState().open, view: router.view, depth: router.history.length }
  })
}
