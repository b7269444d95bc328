import { fileURLToPath } from 'node:url'
import { vi } from 'vitest'
import { build, type Rollup } from 'vite'
import { sourceAliases } from '../../sourceAliases.js'

const APP_ROOT = fileURLToPath(new URL('./app/', import.meta.url))
const ENTRY = `${APP_ROOT}main.tsx`

/** React is the site's own cost, and the same for every library it could pick: the budget is Portico's. */
const isReact = (id: string) => /^react(-dom)?(\/|$)/.test(id)

/**
 * Builds tests/size/app the way a site ships it: Vite's production build, minified, code splitting
 * on, JSX through esbuild's automatic runtime (as the demo and the browser-test page are built),
 * React and react-dom left out. Returns the bundle's chunks; the files go to `outDir`.
 */
export async function buildSizeApp(outDir: string): Promise<Rollup.OutputChunk[]> {
  // Vitest runs with NODE_ENV=test, which would make Vite build for development (jsxDEV, libraries'
  // dev-only checks kept): a site's production build runs with NODE_ENV=production.
  vi.stubEnv('NODE_ENV', 'production')
  try {
    const result = await build({
      configFile: false,
      envFile: false,
      root: APP_ROOT,
      mode: 'production',
      publicDir: false,
      // zod's sources carry comments that Rollup warns about; a failing build still throws.
      logLevel: 'error',
      esbuild: { jsx: 'automatic' },
      resolve: { alias: sourceAliases(fileURLToPath(new URL('../../', import.meta.url))) },
      build: {
        outDir,
        emptyOutDir: true,
        minify: 'esbuild',
        reportCompressedSize: false,
        rollupOptions: { input: ENTRY, external: isReact },
      },
    })
    const outputs = Array.isArray(result) ? result : [result]
    return outputs.flatMap((output) => {
      if (!('output' in output)) throw new Error('the size build returned a watcher, not a bundle')
      return output.output.filter((item): item is Rollup.OutputChunk => item.type === 'chunk')
    })
  } finally {
    vi.unstubAllEnvs()
  }
}
