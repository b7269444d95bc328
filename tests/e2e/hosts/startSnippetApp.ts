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

/**
 * The README's snippet as a site would run it: its own page on a Vite dev server on 127.0.0.1 and a
 * free port, its `portico/*` imports resolved to this repository's sources, nothing else on the
 * page. `/main.tsx` is made from README.md on every load (see readmeSnippet).
 */
export async function startSnippetApp(variant: SnippetVariant = {}): Promise<SnippetApp> {
  const snippet: Plugin = {
    name: 'portico-readme-snippet',
    enforce: 'pre',
    resolveId: (source) => (source === '/main.tsx' ? MAIN : undefined),
    load: (id) => (id === MAIN ? readmeSnippet(`${REPO_ROOT}README.md`, variant) : undefined),
  }
  const server = createServer()
  const vite = await createViteServer({
    configFile: false,
    root: APP_ROOT,
    cacheDir: `${REPO_ROOT}node_modules/.vite-e2e-snippet`,
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
      include: ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', 'react/jsx-dev-runtime', '@tanstack/react-virtual', '@walletconnect/universal-provider', 'uqr'],
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
