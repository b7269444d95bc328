import { sourceAliases } from './sourceAliases.js'
import { configDefaults, defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: { alias: sourceAliases(import.meta.dirname) },
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    // The browser tests and the package tests (which need dist/) have their own configs; the
    // benchmark's peers (installed under tests/bench/peers by the bench alone) and its sample apps
    // are not ours to test. The bench's own helpers are.
    exclude: [...configDefaults.exclude, 'tests/e2e/**', 'tests/package/**', 'tests/bench/peers/**', 'tests/bench/apps/**'],
    environment: 'node',
    restoreMocks: true,
    unstubGlobals: true,
    setupFiles: ['tests/setup/loopbackOnly.ts'],
  },
})
