import { existsSync } from 'node:fs'
import { chromium, type Browser, type BrowserServer, type LaunchOptions } from 'playwright-core'

/** Debian's Chromium unless PORTICO_CHROMIUM names another; .ci/run installs Debian's. No browser is ever downloaded. */
export function chromiumPath(): string {
  return process.env.PORTICO_CHROMIUM?.trim() || '/usr/bin/chromium'
}

/**
 * The browser server every browser-test file connects to, when the run started one
 * (tests/e2e/harness/globalSetup.ts): one Chromium for the whole run, a context per test.
 */
export const SHARED_BROWSER_ENV = 'PORTICO_E2E_BROWSER'

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
 * Inside a browser-test run with no extra `args`, it is a connection to the run's one browser
 * server instead: close() then closes this file's contexts and leaves the server to the run.
 */
export async function launchBrowser({ args = [] }: { args?: readonly string[] } = {}): Promise<Browser> {
  const shared = process.env[SHARED_BROWSER_ENV]
  if (shared && args.length === 0) return chromium.connect(shared)
  return chromium.launch(await launchOptions(args))
}

/** A browser server for a whole run to share (see SHARED_BROWSER_ENV); the caller closes it. */
export async function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer(await launchOptions([]))
}

async function launchOptions(args: readonly string[]): Promise<LaunchOptions> {
  const executablePath = chromiumPath()
  if (!existsSync(executablePath)) {
    throw new Error(`Chromium is not at ${executablePath}: install Debian's chromium package (.ci/run does), or name another with PORTICO_CHROMIUM.`)
  }
  const defaults = await playwrightDisabledFeatures(executablePath)
  const disabled = [...(defaults?.slice(DISABLE_FEATURES.length).split(',') ?? []), ...PER_WINDOW_WEBUI]
  return {
    executablePath,
    headless: true,
    ...(defaults ? { ignoreDefaultArgs: [defaults] } : {}),
    args: [...CHROMIUM_ARGS, `${DISABLE_FEATURES}${disabled.join(',')}`, ...args],
  }
}

/**
 * The features Playwright turns off by default, read off a launch's own command line: a second
 * --disable-features would not add to its list but replace it, so the two are merged into one.
 */
async function playwrightDisabledFeatures(executablePath: string): Promise<string | undefined> {
  const server = await chromium.launchServer({ executablePath, headless: true, args: CHROMIUM_ARGS })
  try {
    return server.process().spawnargs.find((arg) => arg.startsWith(DISABLE_FEATURES))
  } finally {
    await server.close()
  }
}
