import { existsSync } from 'node:fs'
import { chromium, type Browser } from 'playwright-core'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/harness/launchBrowser.js'

/**
 * Headless Debian Chromium whose resolver sends every name but loopback to the hosted fixture
 * (so no request leaves the machine, and any name the table of hosted services misses is still
 * logged there), and which trusts the fixture's throwaway key and nothing else. Resolver rules
 * rather than request interception, which would turn the HTTP cache off and spoil warm loads.
 */
export async function launchBenchBrowser(fixture: { port: number; spkiHash: string }): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`Chromium is not at ${CHROMIUM_PATH}: install Debian's chromium package (.ci/run does).`)
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      ...CHROMIUM_ARGS,
      `--host-resolver-rules=MAP * 127.0.0.1:${fixture.port}, EXCLUDE 127.0.0.1, EXCLUDE localhost`,
      `--ignore-certificate-errors-spki-list=${fixture.spkiHash}`,
    ],
  })
}
