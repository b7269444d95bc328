import type { Page } from 'playwright-core'

/**
 * Waits for the page to look finished, for a screenshot or a contrast check: at least `minMs`
 * (transitions started by the last action), then until every finite animation and transition,
 * in the document and in every open shadow root, has run out, every image has loaded (or failed
 * for good) and no wallet image placeholder is still waiting for the kernel. Endless animations
 * (spinners, skeleton pulses) are left running.
 */
export async function settle(page: Page, options: { minMs?: number; timeout?: number } = {}): Promise<void> {
  await page.waitForTimeout(options.minMs ?? 250)
  await page.waitForFunction(() => {
    const roots: (Document | ShadowRoot)[] = [document]
    for (let index = 0; index < roots.length; index++) {
      for (const element of roots[index]!.querySelectorAll('*')) if (element.shadowRoot) roots.push(element.shadowRoot)
    }
    return roots.every((root) => {
      const moving = root.getAnimations().some((animation) =>
        animation.playState === 'running' && Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity))
      const images = [...root.querySelectorAll('img')].every((image) => image.complete)
      return !moving && images && !root.querySelector('.pc-image[data-loading="true"]')
    })
  }, undefined, { timeout: options.timeout ?? 10_000, polling: 50 })
}
