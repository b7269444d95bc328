import js from '@eslint/js'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const DOM_GLOBALS = ['window', 'document', 'localStorage', 'sessionStorage', 'navigator', 'location', 'HTMLElement']

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'coverage/**', 'tests/bench/apps/**/dist/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // DESIGN.md: core/ depends on mitt, immer and zod only, and runs where there is no DOM.
    files: ['core/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{ regex: '^(?!\\.|mitt$|immer$|zod$|zod/mini$)', message: 'core/ may import only mitt, immer, zod and its own files.' }],
      }],
      'no-restricted-globals': ['error', ...DOM_GLOBALS.map((name) => ({
        name, message: 'core/ runs without a DOM: reach browser APIs through globalThis behind a check.',
      }))],
    },
  },
  {
    files: ['scripts/**', 'services/**', 'tests/**'],
    languageOptions: { globals: globals.node },
    rules: { 'no-console': 'off' },
  },
  {
    files: ['demo/**'],
    languageOptions: { globals: globals.browser },
  },
)
