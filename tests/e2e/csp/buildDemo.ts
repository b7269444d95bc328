import { fileURLToPath } from 'node:url'
import { vi } from 'vitest'
import { build } from 'vite'
import { demoConfigPlugin } from '../../../demo/demoConfigPlugin.js'
import { toPageConfig } from '../../../demo/server.js'
import { LOCAL_PROJECT_ID } from '../../../scripts/startStack.js'
import type { StackInfo } from '../harness/useLocalStack.js'
import { devnetNetworks } from '../../../services/devnet/devnetNetworks.js'
import { sourceAliases } from '../../../sourceAliases.js'

const DEMO_ROOT = fileURLToPath(new URL('../../../demo/', import.meta.url))

/**
 * The demo as a site would ship it: Vite's production build into `outDir`, pointed at the running
 * stack's API, chains and relay with the same config `startStack` gives the dev server. What the page
 * needs at start comes as files of its own origin: the app's chunks, /initialTheme.js and the
 * config script demoConfigPlugin emits.
 */
export async function buildDemo(stack: StackInfo, outDir: string): Promise<void> {
  const config = await toPageConfig({
    apiUrl: stack.apiUrl,
    relayUrl: stack.relayUrl,
    projectId: LOCAL_PROJECT_ID,
    networks: devnetNetworks(stack.devnet),
    token: stack.devnet.token,
    walletKeys: stack.devnet.accounts.slice(0, 4).map((account) => account.privateKey),
  })
  // Vitest runs with NODE_ENV=test, which would make Vite build for development.
  vi.stubEnv('NODE_ENV', 'production')
  try {
    await build({
      configFile: false,
      envFile: false,
      root: DEMO_ROOT,
      mode: 'production',
      // ethers' chunk is over Vite's size warning, and zod's comments make Rollup talk; errors still throw.
      logLevel: 'error',
      esbuild: { jsx: 'automatic' },
      resolve: { alias: sourceAliases(fileURLToPath(new URL('../../../', import.meta.url))) },
      plugins: [demoConfigPlugin(config)],
      build: { outDir, emptyOutDir: true, reportCompressedSize: false },
    })
  } finally {
    vi.unstubAllEnvs()
  }
}
