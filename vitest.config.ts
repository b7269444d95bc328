import { configDefaults, defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    // The browser tests have their own config; the benchmark installs its peers' packages under tests/bench.
    exclude: [...configDefaults.exclude, 'tests/e2e/**', 'tests/bench/**'],
    environment: 'node',
    restoreMocks: true,
    unstubGlobals: true,
    setupFiles: ['tests/setup/loopbackOnly.ts'],
  },
})
