import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startStack, type Stack } from '../../../scripts/startStack.js'
import { buildTestApp } from './buildTestApp.js'
import { launchBrowserServer, SHARED_BROWSER_ENV } from './launchBrowser.js'
import { SHARED_TEST_APP_ENV } from './startTestApp.js'
import { describeStack, SHARED_STACK_ENV, TEST_CODE_INTERVAL_MS } from './useLocalStack.js'

/**
 * Once for a whole browser-test run, shared by every file: one Chromium server, the test page
 * bundled and served (buildTestApp), and the local stack `npm start` runs. Each test still gets a
 * fresh browser context, and the pages keep nothing on the servers. A file used to launch Chromium
 * twice, start a Vite dev server, and (eleven of them) a stack of its own: two anvils, the local
 * Solana, the API on PGlite, the relay and the demo, 16 s each. The shared stack's demo is built
 * once and served as files (bundleDemo), which loads in 0.7 s against the dev server's 1.7 s.
 * The stack starts in the background,
 * so the first files run while it comes up; a file that needs it waits for its file. The workers,
 * forked after this ran, find all three through the environment.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const dir = await mkdtemp(join(tmpdir(), 'portico-e2e-'))
  const stackFile = join(dir, 'stack.json')
  const stack: Promise<Stack | undefined> = startStack({ ports: { api: 0 }, demo: 'bundle', frameCodeIntervalMs: TEST_CODE_INTERVAL_MS }).then(
    async (started) => {
      await writeFile(stackFile, JSON.stringify(describeStack(started)))
      return started
    },
    async (error: unknown) => {
      await writeFile(`${stackFile}.error`, error instanceof Error ? error.message : String(error))
      return undefined
    },
  )
  const [browser, app] = await Promise.all([launchBrowserServer(), buildTestApp()])
  process.env[SHARED_BROWSER_ENV] = browser.wsEndpoint()
  process.env[SHARED_TEST_APP_ENV] = app.url
  process.env[SHARED_STACK_ENV] = stackFile
  return async () => {
    delete process.env[SHARED_BROWSER_ENV]
    delete process.env[SHARED_TEST_APP_ENV]
    delete process.env[SHARED_STACK_ENV]
    await Promise.all([app.stop(), browser.close(), stack.then((started) => started?.stop())])
    await rm(dir, { recursive: true, force: true })
  }
}
