import { mkdir } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import type { Page } from 'playwright-core'

/** Git ignores this folder: screenshots are for people reviewing a run, not for the repository. */
export const SCREENSHOT_DIR = fileURLToPath(new URL('../screenshots/', import.meta.url))

/** Saves the page as tests/e2e/screenshots/<name>.png and returns the file's path. */
export async function screenshot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<string> {
  if (!/^[A-Za-z0-9][\w.-]{0,120}$/.test(name)) throw new Error(`screenshot name "${name}" must be a plain file name`)
  await mkdir(SCREENSHOT_DIR, { recursive: true })
  const path = `${SCREENSHOT_DIR}${name}.png`
  await page.screenshot({ path, fullPage: options.fullPage ?? false, animations: 'disabled' })
  return path
}
