import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { createServer as createViteServer } from 'vite'
import type { ColorScheme } from './openPage.js'
import { sourceAliases } from '../../../sourceAliases.js'

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url))
const APP_ROOT = fileURLToPath(new URL('../app/', import.meta.url))

/** Query parameters the test page reads (tests/e2e/app/readPageParams.ts). */
export interface TestPageParams {
  /** The fixture API's url; without it the page runs in basic mode and fetches nothing. */
  api?: string
  /** The kernel's themeMode; without it the page follows the context's colour scheme. */
  theme?: ColorScheme | 'system'
  /** A view to open the modal on once the kernel has started. */
  view?: string
  /** The kernel's walletGuideUrl. */
  guide?: string
  /** 'off' sets the kernel's enableNetworkSwitch to false. */
  networkSwitch?: 'off'
  /** 'on' turns the legal checkbox on, with the page's /terms and /privacy as the site's pages. */
  legal?: 'on'
  /** The kernel's locale, e.g. 'ar'. */
  locale?: string
}

export interface TestApp {
  url: string
  pageUrl(params?: TestPageParams): string
  stop(): Promise<void>
}

/** The test page's server every browser-test file uses, when the run started one (globalSetup.ts). */
export const SHARED_TEST_APP_ENV = 'PORTICO_E2E_TEST_APP'

/**
 * The test page for a file: the run's shared server for the default page (its modules are then
 * transformed once for the whole run, not once a file; stop() leaves it to the run), else a server
 * of its own (serveTestApp).
 */
export async function startTestApp({ root = APP_ROOT }: { root?: string } = {}): Promise<TestApp> {
  const shared = process.env[SHARED_TEST_APP_ENV]
  if (shared && root === APP_ROOT) return testApp(shared, async () => {})
  return serveTestApp({ root })
}

/**
 * The test page under a Vite dev server on 127.0.0.1 and a port the system picks. Vite runs in
 * middleware mode behind our own node:http server because Vite cannot listen on port 0 itself;
 * this way no port is probed and then raced for. Vite's client socket shares that server (its
 * default would be a fixed port), and no files are watched, so an edit made elsewhere during a
 * run never reloads a page under test.
 */
export async function serveTestApp({ root = APP_ROOT }: { root?: string } = {}): Promise<TestApp> {
  const server = createServer()
  const vite = await createViteServer({
    configFile: false,
    root,
    cacheDir: `${REPO_ROOT}node_modules/.vite-e2e`,
    appType: 'spa',
    logLevel: 'warn',
    clearScreen: false,
    esbuild: { jsx: 'automatic' },
    resolve: { alias: sourceAliases(REPO_ROOT) },
    server: {
      middlewareMode: true,
      // No error overlay: it would cover the page under test; failures reach the test another way.
      hmr: { server, overlay: false },
      watch: null,
      fs: { strict: true, allow: [REPO_ROOT] },
      warmup: { clientFiles: ['./main.tsx'] },
    },
    // Named up front so the first page load does not find them late and reload mid-test.
    optimizeDeps: {
      include: ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', 'react/jsx-dev-runtime', '@tanstack/react-virtual'],
    },
  })
  server.on('request', vite.middlewares)
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(0, '127.0.0.1', () => resolve())
    })
  } catch (error) {
    await vite.close()
    throw error
  }
  return testApp(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, async () => {
    await vite.close()
    server.closeAllConnections()
    await new Promise<void>((resolve) => server.close(() => resolve()))
  })
}

/** A test page at `url` (no trailing slash), stopped by `stop`. */
export function testApp(url: string, stop: () => Promise<void>): TestApp {
  return {
    url,
    pageUrl(params = {}) {
      const query = new URLSearchParams(Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined))
      return `${url}/${query.size > 0 ? `?${query}` : ''}`
    },
    stop,
  }
}
