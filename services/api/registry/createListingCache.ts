import { createHash } from 'node:crypto'
import type { Sql } from '../db/Sql.js'

/** An answer as cached: its body as JSON text (serialised once, not per request) and its ETag. */
export interface CachedListing {
  json: string
  etag: string
}

export interface ListingCacheOptions {
  /** How long the registry's version is trusted before it is read again: the longest another instance's change takes to show. */
  versionTtlMs?: number
  /** Answers kept at once; past it the cache starts afresh. */
  maxEntries?: number
  now?: () => number
}

export interface ListingCache {
  /** The cached answer for `key` at the registry's current version, or `load`'s, cached. */
  get(sql: Sql, key: string, load: () => Promise<unknown>): Promise<CachedListing>
}

/**
 * Wallet listings served from memory. The registry's version (bumped by a trigger on every change
 * to it, from any instance or by hand) is read at most once per `versionTtlMs`; a new version
 * empties the cache, so every instance serves a change within that time.
 */
export function createListingCache(options: ListingCacheOptions = {}): ListingCache {
  const versionTtlMs = options.versionTtlMs ?? 1_000
  const maxEntries = options.maxEntries ?? 500
  const now = options.now ?? Date.now
  // Promises, so the requests that miss together share one load.
  const entries = new Map<string, Promise<CachedListing>>()
  let version: { value: string; at: number } | undefined
  let reading: Promise<string> | undefined

  const currentVersion = async (sql: Sql): Promise<string> => {
    if (version && now() - version.at < versionTtlMs) return version.value
    // One read for every request that finds the version stale at once.
    reading ??= sql.query<{ version: string }>('SELECT version::text AS version FROM registry_version').then(([row]) => {
      const value = row?.version ?? '0'
      if (value !== version?.value) entries.clear()
      version = { value, at: now() }
      return value
    }).finally(() => {
      reading = undefined
    })
    return reading
  }

  return {
    async get(sql, key, load) {
      const at = await currentVersion(sql)
      const cached = entries.get(key)
      if (cached) return cached
      const loading = load().then((body) => {
        const json = JSON.stringify(body)
        return { json, etag: `"${createHash('sha256').update(`${at}\n${json}`).digest('base64url').slice(0, 27)}"` }
      })
      if (entries.size >= maxEntries) entries.clear()
      entries.set(key, loading)
      // A failed load is not kept: the next request tries again.
      loading.catch(() => entries.get(key) === loading && entries.delete(key))
      return loading
    },
  }
}
