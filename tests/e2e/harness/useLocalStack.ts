import type { Browser } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'
import { startStack, type Stack } from '../../../scripts/startStack.js'
import { launchBrowser } from './launchBrowser.js'

export interface LocalStack {
  /** The stack `npm start` runs (devnet, API, relay, demo), on free ports. */
  readonly stack: Stack
  readonly browser: Browser
}

/**
 * Starts the local stack and a browser before the calling file's tests and stops both after them.
 * Read the fields inside tests: they are there once the file's beforeAll has run.
 */
export function useLocalStack(): LocalStack {
  const started: { stack?: Stack; browser?: Browser } = {}
  beforeAll(async () => {
    ;[started.stack, started.browser] = await Promise.all([startStack({ ports: { demo: 0, api: 0 } }), launchBrowser()])
  }, 120_000)
  afterAll(async () => {
    await started.browser?.close()
    await started.stack?.stop()
  })
  return {
    get stack() {
      if (!started.stack) throw new Error('the local stack is not started: read it inside a test')
      return started.stack
    },
    get browser() {
      if (!started.browser) throw new Error('the browser is not launched: read it inside a test')
      return started.browser
    },
  }
}
