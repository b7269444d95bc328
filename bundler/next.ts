import { OPTIONAL_PEERS } from './optionalPeers.js'

/** Where a missing peer resolves: a module that throws (missingPeer.ts). */
export const MISSING_PEER_MODULE = 'portico/missing-peer'

/** The parts of a Next.js config withPortico touches, typed structurally (no Next types needed). */
export interface NextConfigLike {
  webpack?: ((config: WebpackConfigLike, context: unknown) => WebpackConfigLike) | null
  turbopack?: { resolveAlias?: Record<string, unknown>; [key: string]: unknown }
  [key: string]: unknown
}

/** The part of a webpack config withPortico touches. */
export interface WebpackConfigLike {
  resolve?: { alias?: Record<string, unknown> | unknown[] }
  [key: string]: unknown
}

export interface WithPorticoOptions {
  /** The optional peers to stand in for when missing; Portico's own unless told. */
  peers?: readonly string[]
  /** Whether a package resolves from the site; import.meta.resolve unless told. */
  isInstalled?: (name: string) => boolean
}

const resolves = (name: string): boolean => {
  try {
    import.meta.resolve(name)
    return true
  } catch {
    return false
  }
}

/**
 * `withPortico(nextConfig)`: a site that did not install a flow's SDK still builds with webpack or
 * Turbopack. Each missing optional peer is aliased to a module that throws when the flow loads it,
 * so that flow fails with PEER_DEPENDENCY_MISSING naming the package, instead of the build
 * stopping at "Module not found: Can't resolve". Installed peers are left alone.
 */
export function withPortico<C extends NextConfigLike>(config: C, options: WithPorticoOptions = {}): C & NextConfigLike {
  const isInstalled = options.isInstalled ?? resolves
  const missing = (options.peers ?? OPTIONAL_PEERS).filter((name) => !isInstalled(name))
  if (missing.length === 0) return config
  const aliases = Object.fromEntries(missing.map((name) => [name, MISSING_PEER_MODULE]))
  const userWebpack = config.webpack
  return {
    ...config,
    turbopack: { ...config.turbopack, resolveAlias: { ...config.turbopack?.resolveAlias, ...aliases } },
    webpack(webpackConfig: WebpackConfigLike, context: unknown) {
      const resolved = userWebpack ? userWebpack(webpackConfig, context) : webpackConfig
      const alias = resolved.resolve?.alias
      resolved.resolve = { ...resolved.resolve, alias: Array.isArray(alias) ? [...alias, ...missing.map((name) => ({ name, alias: MISSING_PEER_MODULE }))] : { ...alias, ...aliases } }
      return resolved
    },
  }
}
