import { fileURLToPath } from 'node:url'
import { buildForDevelopment } from '../../../scripts/buildForDevelopment.js'
import { serveStatic } from '../../../scripts/serveStatic.js'
import { sourceAliases } from '../../../sourceAliases.js'
import { testApp, type TestApp } from './startTestApp.js'

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url))
const APP_ROOT = fileURLToPath(new URL('../app/', import.meta.url))

/**
 * The test page as one bundle, served as static files: what the whole browser-test run loads.
 * Built for development (React's development build, so StrictMode runs effects twice), but
 * bundled: a fresh browser context loads it in about 0.4 s, where the dev server's hundreds of
 * modules took 1.1 s each time (2 s the first).
 */
export async function buildTestApp(): Promise<TestApp> {
  const built = await buildForDevelopment({
    root: APP_ROOT,
    cacheDir: `${REPO_ROOT}node_modules/.vite-e2e`,
    resolve: { alias: sourceAliases(REPO_ROOT) },
  })
  const site = await serveStatic(built.outDir, { spa: true })
  return testApp(site.url.replace(/\/$/, ''), async () => {
    await site.stop()
    await built.remove()
  })
}
