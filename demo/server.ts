import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { createServer as createViteServer, type ViteDevServer } from 'vite'
import { TEST_WALLET_PATH, WAGMI_DEMO_PATH, type DemoConfig, type DemoPageConfig } from './DemoConfig.js'
import { demoConfigPlugin } from './demoConfigPlugin.js'
import { sourceAliases } from '../sourceAliases.js'

const HOST = '127.0.0.1'
const DEMO_ROOT = fileURLToPath(new URL('./', import.meta.url))
const REPO_ROOT = fileURLToPath(new URL('../', import.meta.url))
/** A cold first start bundles react and ethers in a few seconds; never wait for ever. */
const OPTIMIZE_WAIT_MS = 60_000

export interface StartDemoOptions {
  /** 0 or absent: a free port the system picks. */
  port?: number
  config: DemoConfig
  /** Reload the page when a source file changes (on by default; tests turn it off). */
  watch?: boolean
}

export interface RunningDemo {
  url: string
  /** The WalletConnect test wallet (demo/wc-wallet.html) that pairs with the demo over the relay. */
  testWalletUrl: string
  /** The wagmi app (demo/wagmi.html): wagmi's hooks on the connection Portico's modal makes. */
  wagmiUrl: string
  stop(): Promise<void>
}

/**
 * The demo dApp under a Vite dev server on 127.0.0.1, with `config` served to the page. Vite runs
 * in middleware mode behind our own node:http server, which binds the port first: a taken port
 * fails at once with a message that names it, and port 0 works (Vite cannot listen on it itself).
 */
export async function startDemo(options: StartDemoOptions): Promise<RunningDemo> {
  const { port = 0, watch = true } = options
  const config = await toPageConfig(options.config)
  const server = createServer()
  await listen(server, port)

  let vite: ViteDevServer
  try {
    vite = await createViteServer({
      configFile: false,
      root: DEMO_ROOT,
      cacheDir: `${REPO_ROOT}node_modules/.vite-demo`,
      appType: 'spa',
      logLevel: 'warn',
      clearScreen: false,
      esbuild: { jsx: 'automatic' },
      // @solana/web3.js' CommonJS parts require('buffer'): the npm package of that name, which
      // Vite's dev pre-bundling would otherwise take for Node's module and stub out.
      resolve: { alias: [...sourceAliases(REPO_ROOT), { find: /^buffer$/, replacement: 'buffer/' }] },
      plugins: [demoConfigPlugin(config)],
      server: {
        middlewareMode: true,
        hmr: { server, overlay: watch },
        watch: watch ? {} : null,
        fs: { strict: true, allow: [REPO_ROOT] },
        warmup: { clientFiles: ['./main.tsx'] },
      },
      // Named up front: a dependency Vite found only when the page first imports it (ethers, on the
      // first wallet request) would make it re-optimize and reload the page mid-session.
      optimizeDeps: {
        include: ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', 'react/jsx-dev-runtime', '@tanstack/react-virtual', 'ethers', '@walletconnect/universal-provider', '@walletconnect/sign-client', 'uqr', 'wagmi', 'viem', '@tanstack/react-query', '@solana/web3.js', '@wallet-standard/app'],
      },
    })
  } catch (error) {
    await close(server)
    throw error
  }
  server.on('request', vite.middlewares)
  await dependenciesOptimized(vite)
  const url = `http://${HOST}:${(server.address() as AddressInfo).port}/`

  let stopping: Promise<void> | undefined
  return {
    url,
    testWalletUrl: new URL(TEST_WALLET_PATH, url).href,
    wagmiUrl: new URL(WAGMI_DEMO_PATH, url).href,
    stop: () => (stopping ??= (async () => {
      await vite.close()
      await close(server)
    })()),
  }
}

/**
 * Waits (a bounded time) until Vite has pre-bundled the page's dependencies. The URL is handed out
 * only then: a first visit during that work would be reloaded when it ends, and closing Vite while
 * esbuild bundles can hang the close.
 */
async function dependenciesOptimized(vite: ViteDevServer): Promise<void> {
  const optimizer = vite.environments.client.depsOptimizer
  if (!optimizer) return
  let timer: NodeJS.Timeout | undefined
  const settled = (async () => {
    await optimizer.scanProcessing
    await Promise.all(optimizer.metadata.depInfoList.map((info) => info.processing))
  })()
  await Promise.race([settled.catch(() => undefined), new Promise((resolve) => (timer = setTimeout(resolve, OPTIMIZE_WAIT_MS)))])
  clearTimeout(timer)
}

function listen(server: Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      reject(error.code === 'EADDRINUSE'
        ? new Error(`Port ${port} is already in use on ${HOST}, so the demo cannot start. Stop what uses it, or choose another port.`)
        : error)
    }
    server.once('error', onError)
    server.listen(port, HOST, () => {
      server.off('error', onError)
      resolve()
    })
  })
}

function close(server: Server): Promise<void> {
  server.closeAllConnections()
  return new Promise((resolve) => server.close(() => resolve()))
}

/** Checks what the page cannot do without, and adds the keys' addresses (ethers stays out of the page's first paint). */
export async function toPageConfig(config: DemoConfig): Promise<DemoPageConfig> {
  if (config.networks.length === 0) throw new Error('The demo needs at least one devnet network.')
  if (config.walletKeys.length === 0) throw new Error('The demo wallet needs at least one devnet private key.')
  if (config.relayUrl !== undefined && !/^wss?:\/\/[^\s]+$/.test(config.relayUrl)) {
    throw new Error(`The demo's relayUrl must be a ws:// or wss:// URL, not "${config.relayUrl}".`)
  }
  const { Wallet } = await import('ethers')
  return { ...config, walletAddresses: config.walletKeys.map((key) => new Wallet(key).address) }
}
