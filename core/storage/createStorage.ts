import type { StorageKey } from '../constants/storageKeys.js'

export interface KernelStorage {
  get(key: StorageKey): string | undefined
  set(key: StorageKey, value: string): void
  remove(key: StorageKey): void
}

interface StorageLike {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

/**
 * Reads localStorage when the page allows it; otherwise (server rendering, private mode) memory.
 * Pass `null` for memory only, as tests do, so no two kernels ever share a page's storage.
 */
export function createStorage(initialBackend?: StorageLike | null): KernelStorage {
  let backend = initialBackend === undefined ? detectLocalStorage() : (initialBackend ?? undefined)
  const memory = new Map<string, string>()
  // After the first failure (quota, a revoked permission) everything stays in memory, so reads
  // never miss what a failed write kept there.
  const safe = <T>(run: () => T, fallback: () => T): T => {
    if (!backend) return fallback()
    try {
      return run()
    } catch {
      backend = undefined
      return fallback()
    }
  }
  return {
    get: (key) => safe(() => backend!.getItem(key) ?? undefined, () => memory.get(key)),
    set: (key, value) => safe(() => backend!.setItem(key, value), () => void memory.set(key, value)),
    remove: (key) => safe(() => backend!.removeItem(key), () => void memory.delete(key)),
  }
}

function detectLocalStorage(): StorageLike | undefined {
  try {
    const candidate = (globalThis as { localStorage?: StorageLike }).localStorage
    if (!candidate) return undefined
    // Safari's private mode exposes localStorage but throws on write.
    candidate.setItem('portico:probe', '1')
    candidate.removeItem('portico:probe')
    return candidate
  } catch {
    return undefined
  }
}
