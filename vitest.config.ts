import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    exclude: ['tests/e2e/**'],
    environment: 'node',
    restoreMocks: true,
    unstubGlobals: true,
    setupFiles: ['tests/setup/loopbackOnly.ts'],
  },
})
