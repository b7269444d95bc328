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
 * Headless Chromium makes each new context and tab a window with a WebUI omnibox popup, a renderer
 * of its own that spent ~0.7 s of CPU, ~0.5 s of it while the page beside it loaded: on two cores,
 * every page's loudest neighbour. A visitor's browser makes it once, at start-up, not for each
 * page, and no test here uses an omnibox, so it is turned off.
 */
const PER_WINDOW_WEBUI = ['WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup']

const DISABLE_FEATURES = '--disable-features='

/**
 * A headless Chromium with a fresh, empty profile (a plain launch makes a temporary user-data
 * directory and deletes it on close), with `args` added to CHROMIUM_ARGS. The caller closes it.
 */
export async function launchBrowser({ args = [] }: { args?: readonly string[] } = {}): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium is not at ${CHROMIUM_PATH}: install Debian's chromium package (.ci/run does).`)
  }
  const defaults = await playwrightDisabledFeatures()
  const disabled = [...(defaults?.slice(DISABLE_FEATURES.length).split(',') ?? []), ...PER_WINDOW_WEBUI]
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    ...(defaults ? { ignoreDefaultArgs: [defaults] } : {}),
    args: [...CHROMIUM_ARGS, `${DISABLE_FEATURES}${disabled.join(',')}`, ...args],
  })
}

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
