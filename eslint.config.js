import js from '@eslint/js'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const DOM_GLOBALS = ['window', 'document', 'localStorage', 'sessionStorage', 'navigator', 'location', 'HTMLElement']

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'coverage/**', 'tests/bench/apps/**/dist/**', 'examples/*/dist/**', '.tmp/**', 'docs/api/**'] },
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
    // A plugin is written as a third party's would be: core only through its public entry, and no
    // React in a plugin's main entry (a view no kind covers goes in plugins/<name>/react).
    files: ['plugins/**/*.ts', 'plugins/**/*.tsx'],
    ignores: ['plugins/*/react/**'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: [
          { name: 'react', message: 'A plugin entry imports no React: register data by kind, or ship a plugins/<name>/react entry.' },
          { name: 'react-dom', message: 'A plugin entry imports no React: register data by kind, or ship a plugins/<name>/react entry.' },
          { name: 'portico/react', message: 'A plugin entry imports no React: register data by kind, or ship a plugins/<name>/react entry.' },
        ],
        patterns: [
          { regex: '^(\\.\\./)+(core|react|plugins)(/|$)', message: 'Import core as `portico/core`; a plugin never reaches into core/, react/ or another plugin by path.' },
          { regex: '^react(-dom)?/', message: 'A plugin entry imports no React.' },
        ],
      }],
    },
  },
  {
    files: ['plugins/*/react/**'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{ regex: '^(\\.\\./)+(core|react|plugins)(/|$)', message: 'A plugin\'s react entry uses `portico/core` and `portico/react`, never paths.' }],
      }],
    },
  },
  {
    // react/ renders what plugins registered; it never imports one.
    files: ['react/**'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{ regex: '(^|/)plugins(/|$)|^portico/plugins', message: 'react/ never imports a plugin: it reads the registry.' }],
      }],
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
