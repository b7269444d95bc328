import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { build, type InlineConfig } from 'vite'

export interface DevelopmentBuild {
  outDir: string
  remove(): Promise<void>
}

/**
 * A page built as one bundle for development, into a temporary folder: React's development build
 * (StrictMode runs effects twice, warnings reach the console), unminified, but bundled, so a fresh
 * browser context loads a few files instead of the dev server's hundreds of modules. The caller
 * serves `outDir` and removes it; a failed build leaves nothing behind.
 */
export async function buildForDevelopment(config: InlineConfig & { build?: Omit<NonNullable<InlineConfig['build']>, 'outDir'> }): Promise<DevelopmentBuild> {
  const outDir = await mkdtemp(join(tmpdir(), 'portico-build-'))
  const remove = () => rm(outDir, { recursive: true, force: true })
  // Vite picks React's build by NODE_ENV (Vitest sets 'test'); restored however the build ends.
  const nodeEnv = process.env.NODE_ENV
  process.env.NODE_ENV = 'development'
  try {
    await build({
      configFile: false,
      envFile: false,
      mode: 'development',
      logLevel: 'error',
      esbuild: { jsx: 'automatic' },
      ...config,
      build: { emptyOutDir: true, minify: false, reportCompressedSize: false, chunkSizeWarningLimit: 100_000, ...config.build, outDir },
    })
  } catch (error) {
    await remove()
    throw error
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV
    else process.env.NODE_ENV = nodeEnv
  }
  return { outDir, remove }
}
