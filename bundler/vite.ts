import { MISSING_PEER_MESSAGE, OPTIONAL_PEERS } from './optionalPeers.js'

const VIRTUAL = '\0portico-missing-peer:'

/** The part of Vite's plugin context this plugin uses, so its types need no Vite installed. */
export interface ResolveContext {
  resolve(source: string, importer?: string, options?: { skipSelf?: boolean }): Promise<{ id: string } | null>
}

/** A Vite (and Rollup) plugin, typed structurally: pass it to `plugins` in vite.config. */
export interface PorticoVitePlugin {
  name: string
  enforce: 'pre'
  resolveId(this: ResolveContext, source: string, importer: string | undefined): Promise<string | null>
  load(id: string): string | null
}

export interface PorticoPeersOptions {
  /** The optional peers to stand in for when missing; Portico's own unless told. */
  peers?: readonly string[]
}

/**
 * `porticoPeers()`: a plain Rollup build of a site that did not install a flow's SDK (ethers,
 * WalletConnect's provider) still builds: the missing SDK becomes a module that throws when the
 * flow first loads it, and the flow fails with PEER_DEPENDENCY_MISSING, which names the package to
 * install. Vite needs no plugin for it: it does the same for every optional peer a package
 * declares (Portico's are in its peerDependenciesMeta). Rollup alone stops at the unresolved import.
 */
export function porticoPeers(options: PorticoPeersOptions = {}): PorticoVitePlugin {
  const peers = new Set(options.peers ?? OPTIONAL_PEERS)
  return {
    name: 'portico-peers',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!peers.has(source)) return null
      const found = await this.resolve(source, importer, { skipSelf: true })
      return found ? null : `${VIRTUAL}${source}`
    },
    load(id) {
      return id.startsWith(VIRTUAL) ? `throw new Error(${JSON.stringify(`${id.slice(VIRTUAL.length)}: ${MISSING_PEER_MESSAGE}`)})` : null
    },
  }
}
