import { existsSync, readFileSync } from 'node:fs'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'
import { startStack, type Stack } from '../../../scripts/startStack.js'
import { launchBrowser } from './launchBrowser.js'

/**
 * The file the run's shared stack writes its addresses to, once it listens (globalSetup.ts), and
 * beside it `<file>.error` if it could not start.
 */
export const SHARED_STACK_ENV = 'PORTICO_E2E_STACK'
const SHARED_STACK_WAIT_MS = 180_000

/**
 * The browser tests' auth server sends a code for an address every second at most, not every
 * 30 s: a test signs the same visitor in again within seconds, and what it checks of the 30 s is
 * the modal's own cool-down (SPEC section 5). The server's limit has tests of its own.
 */
export const TEST_CODE_INTERVAL_MS = 1_000

/** What a test reads of a stack: its addresses, chains and accounts, nothing that can stop it. */
export type StackInfo = Omit<Stack, 'stop' | 'relay' | 'farcasterRelay' | 'devnet' | 'solana'> & {
  devnet: Omit<Stack['devnet'], 'stop'>
  solana: Omit<Stack['solana'], 'stop' | 'accounts'> & { accounts: readonly { address: string }[] }
}

/** A stack's addresses as JSON: secret keys and methods stay in the process that runs it. */
export function describeStack(stack: Stack): StackInfo {
  const { stop: _stop, relay: _relay, farcasterRelay: _farcasterRelay, devnet: { stop: _devnetStop, ...devnet }, solana: { stop: _solanaStop, accounts, ...solana }, ...rest } = stack
  return { ...rest, devnet, solana: { ...solana, accounts: accounts.map(({ address }) => ({ address })) } }
}

export interface LocalStack<S extends StackInfo = StackInfo> {
  /** The stack `npm start` runs (devnet, API, relay, demo). */
  readonly stack: S
  readonly browser: Browser
}

/**
 * The local stack and a browser for the calling file's tests. By default the run's one shared
 * stack (started once by globalSetup.ts, beside the first files): a file that changes chain state
 * reads balances from the chain rather than assuming the accounts' opening funds. `own: true`
 * starts one for this file alone, stopped after it: for a file that takes a part of it away (the
 * relay). Read the fields inside tests: they are there once the file's beforeAll has run.
 */
export function useLocalStack(): LocalStack
export function useLocalStack(options: { own: true }): LocalStack<Stack>
export function useLocalStack(options: { own?: boolean } = {}): LocalStack<StackInfo | Stack> {
  const started: { stack?: StackInfo | Stack; browser?: Browser; own?: Stack } = {}
  beforeAll(async () => {
    const shared = process.env[SHARED_STACK_ENV]
    const stack = options.own || !shared ? startStack({ ports: { demo: 0, api: 0 }, frameCodeIntervalMs: TEST_CODE_INTERVAL_MS }).then((own) => (started.own = own)) : sharedStack(shared)
    ;[started.stack, started.browser] = await Promise.all([stack, launchBrowser()])
  }, SHARED_STACK_WAIT_MS + 10_000)
  afterAll(async () => {
    await started.browser?.close()
    await started.own?.stop()
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

/** The run's shared stack, once its file says it listens. */
async function sharedStack(file: string): Promise<StackInfo> {
  const deadline = Date.now() + SHARED_STACK_WAIT_MS
  while (Date.now() < deadline) {
    if (existsSync(`${file}.error`)) throw new Error(`the shared local stack did not start: ${readFileSync(`${file}.error`, 'utf8')}`)
    if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as StackInfo
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`the shared local stack did not start within ${SHARED_STACK_WAIT_MS / 1000} s`)
}
