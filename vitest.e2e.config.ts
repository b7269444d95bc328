import { sourceAliases } from './sourceAliases.js'
import { defineConfig } from 'vitest/config'

// The browser tests: real Chromium against the test page and a fixture API, all on loopback.
// One file at a time: each starts a browser and a dev server, and CI machines have two cores.
export default defineConfig({
  resolve: { alias: sourceAliases(import.meta.dirname) },
  test: {
    include: ['tests/e2e/**/*.e2e.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    globalSetup: ['tests/e2e/harness/globalSetup.ts'],
    restoreMocks: true,
  },
})
