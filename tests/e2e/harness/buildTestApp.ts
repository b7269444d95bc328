import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'vite'
import { sourceAliases } from '../../../sourceAliases.js'
import { serveStatic } from '../../../scripts/serveStatic.js'
import { testApp, type TestApp } from './startTestApp.js'

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url))
const APP_ROOT = fileURLToPath(new URL('../app/', import.meta.url))

/**
 * The test page as one bundle, served as static files: what the whole browser-test run loads.
 * Built for development (React's development build, so StrictMode runs effects twice, and its
 * warnings reach the console), but bundled: a fresh browser context loads it in about 0.4 s, where
 * the dev server's hundreds of modules took 1.1 s each time (2 s the first).
 */
export async function buildTestApp(): Promise<TestApp> {
  const outDir = await mkdtemp(join(tmpdir(), 'portico-e2e-app-'))
  const nodeEnv = process.env.NODE_ENV
  process.env.NODE_ENV = 'development'
  try {
    await build({
      configFile: false,
      envFile: false,
      root: APP_ROOT,
      mode: 'development',
      logLevel: 'error',
      cacheDir: `${REPO_ROOT}node_modules/.vite-e2e`,
      esbuild: { jsx: 'automatic' },
      resolve: { alias: sourceAliases(REPO_ROOT) },
      build: { outDir, emptyOutDir: true, minify: false, reportCompressedSize: false },
    })
  } catch (error) {
    await rm(outDir, { recursive: true, force: true })
    throw error
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV
    else process.env.NODE_ENV = nodeEnv
  }
  const site = await serveStatic(outDir, { spa: true })
  return testApp(site.url.replace(/\/$/, ''), async () => {
    await site.stop()
    await rm(outDir, { recursive: true, force: true })
  })
}
