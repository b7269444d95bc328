import { existsSync } from 'node:fs'
import { chromium, type Browser } from 'playwright-core'

/** Debian's Chromium; .ci/run installs it. No browser is ever downloaded. */
export const CHROMIUM_PATH = '/usr/bin/chromium'

/** No sandbox (root in CI), no GPU, nothing phoning home: the flags every Chromium here runs with. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/**
 * A headless Chromium with a fresh, empty profile (a plain launch makes a temporary user-data
 * directory and deletes it on close). The caller closes it.
 */
export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium is not at ${CHROMIUM_PATH}: install Debian's chromium package (.ci/run does).`)
  }
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS })
}
