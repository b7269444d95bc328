import type { StorageKey } from '../constants/storageKeys.js'

export interface KernelStorage {
  get(key: StorageKey): string | undefined
  set(key: StorageKey, value: string): void
  remove(key: StorageKey): void
}

/** The part of the Web Storage API the kernel uses. Not exported, so the API reference shows its shape where it is used. @inline */
interface StorageLike {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

/**
 * Reads localStorage when the page allows it; otherwise (server rendering, private mode) memory.
 * Pass `null` for memory only, as tests do, so no two kernels ever share a page's storage.
 *
 * The page's localStorage is first touched by the first read or write, not here: Chromium opens a
 * page's storage area with a synchronous call to the browser process, which costs milliseconds
 * while the page is loading, and a kernel is created in the page's first script. Nothing is
 * written to find out whether writes work (Safari's old private mode threw on every write): the
 * first write that throws moves everything to memory, as any later failure does.
 */
export function createStorage(initialBackend?: StorageLike | null): KernelStorage {
  let backend: StorageLike | undefined = initialBackend ?? undefined
  let detect = initialBackend === undefined
  const memory = new Map<string, string>()
  // After the first failure (quota, a revoked permission) everything stays in memory, so reads
  // never miss what a failed write kept there.
  const safe = <T>(run: () => T, fallback: () => T): T => {
    if (detect) {
      detect = false
      backend = pageLocalStorage()
    }
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

/** The page's localStorage, or undefined where there is none or reading the property throws (a sandboxed frame). */
function pageLocalStorage(): StorageLike | undefined {
  try {
    return (globalThis as { localStorage?: StorageLike }).localStorage ?? undefined
  } catch {
    return undefined
  }
}
