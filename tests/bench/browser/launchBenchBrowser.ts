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
  const defaults = await playwrightDisabledFeatures()
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    ...(defaults ? { ignoreDefaultArgs: [defaults] } : {}),
    args: [
      ...CHROMIUM_ARGS,
      `--disable-features=${[...(defaults?.slice(DISABLE_FEATURES.length).split(',') ?? []), ...PER_WINDOW_WEBUI].join(',')}`,
      `--host-resolver-rules=MAP * 127.0.0.1:${fixture.port}, EXCLUDE 127.0.0.1, EXCLUDE localhost`,
      `--ignore-certificate-errors-spki-list=${fixture.spkiHash}`,
    ],
  })
}

const DISABLE_FEATURES = '--disable-features='

/**
 * Headless Chromium makes each new context and tab a window with a WebUI omnibox popup, a renderer
 * of its own that spent ~0.7 s of CPU, ~0.5 s of it while the page beside it loaded (and the
 * browser process ~0.1 s more): on two cores, every load's loudest neighbour. A visitor's browser
 * makes it once, at start-up, not for each page, so the bench turns it off.
 */
const PER_WINDOW_WEBUI = ['WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup']

/**
 * The features Playwright turns off by default, read off a launch's own command line: a second
 * --disable-features would not add to its list but replace it, so the two are merged into one.
 */
async function playwrightDisabledFeatures(): Promise<string | undefined> {
  const server = await chromium.launchServer({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS })
  try {
    return server.process().spawnargs.find((arg) => arg.startsWith(DISABLE_FEATURES))
  } finally {
    await server.close()
  }
}
