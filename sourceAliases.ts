/**
 * How this repository's own tools (Vite for the demo, the browser tests, the size check and the
 * bench; Vitest) resolve the package's public entries to its sources, as a site's bundler resolves
 * them to dist/ through package.json's exports. Plugins import core only as `portico/core`, so a
 * built-in plugin is written exactly as a third party's would be. tsconfig.json's `paths` say the
 * same to TypeScript.
 */
export function sourceAliases(root: string): { find: RegExp; replacement: string }[] {
  const base = root.endsWith('/') ? root : `${root}/`
  return [
    { find: /^portico\/(core|react)$/, replacement: `${base}$1/index.ts` },
    { find: /^portico\/wagmi$/, replacement: `${base}plugins/wagmi/index.ts` },
    { find: /^portico\/plugins\/([a-z0-9-]+)\/react$/, replacement: `${base}plugins/$1/react/index.ts` },
    { find: /^portico\/plugins\/([a-z0-9-]+)$/, replacement: `${base}plugins/$1/index.ts` },
  ]
}
