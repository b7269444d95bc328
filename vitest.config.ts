import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { sourceAliases } from './sourceAliases.js'
import { configDefaults, defineConfig } from 'vitest/config'

const ROOT = import.meta.dirname
// The browser tests and the package tests (which need dist/) have their own configs; the
// benchmark's peers (installed under tests/bench/peers by the bench alone) and its sample apps
// are not ours to test. The bench's own helpers are.
const OTHER_CONFIGS = /^tests\/(e2e|package|bench\/peers|bench\/apps)\//
const include = ['tests/**/*.test.ts', 'tests/**/*.test.tsx']
const exclude = [...configDefaults.exclude, 'tests/e2e/**', 'tests/package/**', 'tests/bench/peers/**', 'tests/bench/apps/**']

/**
 * The test files that get a module graph of their own: those that draw into a DOM (happy-dom, whose
 * page would carry one file's nodes into the next), those that replace modules (vi.mock), and any
 * that says so with the comment `isolate: own module graph`. The others, two thirds of the files,
 * share one graph per worker: importing Portico's modules anew for each file was half the unit
 * run's time (393 s with every file isolated, 300 s so). Portico keeps no module-level state, so
 * sharing its modules shares nothing between tests.
 */
function needsOwnModuleGraph(): string[] {
  const files = (readdirSync(join(ROOT, 'tests'), { recursive: true }) as string[])
    .map((file) => `tests/${file.split('\\').join('/')}`)
    .filter((file) => /\.test\.tsx?$/.test(file) && !OTHER_CONFIGS.test(file))
  return files.filter((file) => /@vitest-environment happy-dom|\bvi\.(do)?[mM]ock\(|isolate: own module graph/.test(readFileSync(join(ROOT, file), 'utf8')))
}

const isolated = needsOwnModuleGraph()
const common = {
  environment: 'node' as const,
  restoreMocks: true,
  unstubGlobals: true,
  setupFiles: ['tests/setup/loopbackOnly.ts'],
}

export default defineConfig({
  resolve: { alias: sourceAliases(ROOT) },
  test: {
    // Every core: Vitest's default leaves one free, which on a two-core CI machine ran one file at
    // a time (547 s against 393 s with two).
    maxWorkers: '100%',
    projects: [
      { extends: true, test: { ...common, name: 'unit', include, exclude: [...exclude, ...isolated], isolate: false } },
      { extends: true, test: { ...common, name: 'unit (own module graph)', include: isolated, exclude, isolate: true } },
    ],
  },
})
