import { defineConfig } from 'vitest/config'

// The package tests judge what `npm run build` wrote to dist/ and what `npm pack` makes of it, so
// `npm test` runs them after the build, apart from the unit tests, which run on the sources. No
// source aliases here: each test resolves `portico/...` through package.json's exports, as a site.
export default defineConfig({
  test: {
    include: ['tests/package/**/*.test.ts'],
    environment: 'node',
    // Each test packs, installs or type-checks on a 2-core machine: one at a time, and time enough.
    fileParallelism: false,
    testTimeout: 120_000,
    setupFiles: ['tests/setup/loopbackOnly.ts'],
  },
})
