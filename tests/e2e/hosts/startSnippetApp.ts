import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { createServer as createViteServer, type Plugin } from 'vite'
import { readmeSnippet, type SnippetVariant } from './readmeSnippet.js'
import { sourceAliases } from '../../../sourceAliases.js'

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url))
const APP_ROOT = fileURLToPath(new URL('./', import.meta.url))
const MAIN = `${APP_ROOT}main.tsx`

export interface SnippetApp {
  url: string
  stop(): Promise<void>
}

/** A page's one module, written by a test: what it is called, its source, and the packages it imports. */
export interface PageModule {
  /** Names the dev server's dependency cache, so pages with other packages do not re-bundle each other's. */
  name: string
  source(): string | Promise<string>
  /** Packages beyond the README's that the module imports, bundled before the first load. */
  dependencies?: readonly string[]
}

/** The packages the README's snippet (and walletConnect's QR code) load. */
const SNIPPET_DEPENDENCIES = ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', 'react/jsx-dev-runtime', '@tanstack/react-virtual', '@walletconnect/universal-provider', 'uqr']

/**
 * The README's snippet as a site would run it: its own page on a Vite dev server on 127.0.0.1 and a
 * free port, its `portico/*` imports resolved to this repository's sources, nothing else on the
 * page. `/main.tsx` is made from README.md on every load (see readmeSnippet).
 */
export function startSnippetApp(variant: SnippetVariant = {}): Promise<SnippetApp> {
  return startPageApp({ name: 'snippet', source: () => readmeSnippet(`${REPO_ROOT}README.md`, variant) })
}

/** A site's page as startSnippetApp serves the README's, with a module a test writes as `/main.tsx`. */
export async function startPageApp(module: PageModule): Promise<SnippetApp> {
  const snippet: Plugin = {
    name: 'portico-page-module',
    enforce: 'pre',
    resolveId: (source) => (source === '/main.tsx' ? MAIN : undefined),
    load: (id) => (id === MAIN ? module.source() : undefined),
  }
  const server = createServer()
  const vite = await createViteServer({
    configFile: false,
    root: APP_ROOT,
    cacheDir: `${REPO_ROOT}node_modules/.vite-e2e-${module.name}`,
    appType: 'spa',
    logLevel: 'warn',
    clearScreen: false,
    esbuild: { jsx: 'automatic' },
    plugins: [snippet],
    resolve: {
      alias: sourceAliases(REPO_ROOT),
    },
    server: {
      middlewareMode: true,
      hmr: { server, overlay: false },
      watch: null,
      fs: { strict: true, allow: [REPO_ROOT] },
    },
    // Named up front so the first load (or the first WalletConnect pick) does not find them late and
    // reload the page. No entries to scan: the page's module exists only in the plugin above.
    optimizeDeps: {
      entries: [],
      include: [...SNIPPET_DEPENDENCIES, ...(module.dependencies ?? [])],
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
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    async stop() {
      await vite.close()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
