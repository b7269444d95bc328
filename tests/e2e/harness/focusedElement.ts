import type { Locator, Page } from 'playwright-core'

export interface FocusedElement {
  tag: string
  /** aria-label, else the text, trimmed: enough to tell which control it is. */
  name: string
  /** The custom element whose shadow root holds it ('portico-modal', 'portico-button'), or ''. */
  host: string
  inDialog: boolean
}

/** The element that has focus, looking through shadow roots (document.activeElement stops at a host). */
export function focusedElement(page: Page): Promise<FocusedElement> {
  return page.evaluate(() => {
    let active = document.activeElement
    let host = ''
    while (active?.shadowRoot?.activeElement) {
      host = active.tagName.toLowerCase()
      active = active.shadowRoot.activeElement
    }
    if (!active) return { tag: '', name: '', host, inDialog: false }
    return {
      tag: active.tagName.toLowerCase(),
      name: (active.getAttribute('aria-label') ?? active.textContent ?? '').trim().replace(/\s+/g, ' '),
      host,
      inDialog: active.closest('[role="dialog"]') !== null,
    }
  })
}

/** Whether the locator's element has focus, inside a shadow root or not. */
export function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    let active = document.activeElement
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
    return active === element
  })
}
