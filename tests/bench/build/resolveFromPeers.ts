import path from 'node:path'
import type { Plugin } from 'vite'

/** Packages every app takes from the repository's own node_modules, so all four run the same React. */
export const SHARED_PACKAGES = ['react', 'react-dom', 'scheduler']

const packageName = (source: string) => {
  const parts = source.split('/')
  return source.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!
}
const isBare = (source: string) => !source.startsWith('.') && !source.startsWith('/') && !source.startsWith('\0') && !/^[a-z]+:/i.test(source)

/**
 * The peer apps live in tests/bench/apps/ beside the others, but their libraries are installed in
 * tests/bench/peers/node_modules, which Node's lookup from the app folder never reaches. A bare
 * import written in the app is resolved as if written in the peers' folder; what the libraries
 * import in turn resolves from where they are. React stays the repository's (resolve.dedupe).
 */
export function resolveFromPeers(appDir: string, peersDir: string): Plugin {
  // Vite takes an importer's folder as the lookup base only when the importer exists on disk.
  const anchor = path.join(peersDir, 'package.json')
  return {
    name: 'bench:resolve-from-peers',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || !importer.startsWith(appDir) || !isBare(source) || SHARED_PACKAGES.includes(packageName(source))) return null
      return this.resolve(source, anchor, { ...options, skipSelf: true })
    },
  }
}
