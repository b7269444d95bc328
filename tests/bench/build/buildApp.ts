import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'vite'
import { sourceAliases } from '../../../sourceAliases.js'
import { resolveFromPeers, SHARED_PACKAGES } from './resolveFromPeers.js'

export interface BuiltApp {
  distDir: string
}

/**
 * One bundler and one configuration for every app: Vite's production build, minified, with code
 * splitting on (dynamic imports become chunks). Only the peers differ, in where their packages
 * are found.
 */
export async function buildApp(appDir: string, options: { peersDir?: string; cacheDir: string; manifest?: boolean }): Promise<BuiltApp> {
  const distDir = path.join(appDir, 'dist')
  await build({
    configFile: false,
    root: appDir,
    base: '/',
    mode: 'production',
    logLevel: 'warn',
    clearScreen: false,
    cacheDir: options.cacheDir,
    esbuild: { jsx: 'automatic' },
    // Portico's plugins import `portico/core`: resolved to the sources, as the demo and the tests do.
    resolve: { dedupe: SHARED_PACKAGES, alias: sourceAliases(fileURLToPath(new URL('../../../', import.meta.url))) },
    plugins: options.peersDir ? [resolveFromPeers(appDir, options.peersDir)] : [],
    build: {
      outDir: distDir,
      emptyOutDir: true,
      minify: true,
      sourcemap: false,
      // Which chunk holds which module, for the sections that follow a view's imports (.vite/manifest.json).
      manifest: options.manifest ?? false,
      reportCompressedSize: false,
      // The peers' bundles are far over Vite's 500 kB warning; the report says so in numbers.
      chunkSizeWarningLimit: 100_000,
      rollupOptions: {
        // The peers' packages carry "use client" directives and misplaced pure annotations that
        // Rollup drops with a warning each, hundreds a build; neither changes the output.
        onwarn(warning, warn) {
          if (warning.code !== 'MODULE_LEVEL_DIRECTIVE' && warning.code !== 'INVALID_ANNOTATION') warn(warning)
        },
      },
    },
  })
  return { distDir }
}
