import type { Browser } from 'playwright-core'
import { launchBrowser } from '../../e2e/harness/launchBrowser.js'

/**
 * Headless Debian Chromium whose resolver sends every name but loopback to the hosted fixture
 * (so no request leaves the machine, and any name the table of hosted services misses is still
 * logged there), and which trusts the fixture's throwaway key and nothing else. Resolver rules
 * rather than request interception, which would turn the HTTP cache off and spoil warm loads.
 */
export function launchBenchBrowser(fixture: { port: number; spkiHash: string }): Promise<Browser> {
  return launchBrowser({
    args: [
      `--host-resolver-rules=MAP * 127.0.0.1:${fixture.port}, EXCLUDE 127.0.0.1, EXCLUDE localhost`,
      `--ignore-certificate-errors-spki-list=${fixture.spkiHash}`,
    ],
  })
}
