import type { ChainNamespace } from '../constants/namespaces.js'
import { STORAGE_KEYS } from '../constants/storageKeys.js'
import type { KernelStorage } from '../storage/createStorage.js'

/** CAIP-2's namespace rule. */
const CAIP2_NAMESPACE = /^[-a-z0-9]{3,8}$/

export type RememberedConnectors = Partial<Record<ChainNamespace, string>>

/**
 * The connector that held each namespace's session, kept in storage as JSON
 * `{ [namespace]: connectorId }` so the next start can restore it. Storage is outside our control
 * (another script, an older version), so what is read is parsed and anything unexpected is dropped.
 */
export function rememberedConnectors(storage: KernelStorage) {
  const read = (): RememberedConnectors => {
    const raw = storage.get(STORAGE_KEYS.connectedConnectors)
    if (!raw) return {}
    let json: unknown
    try {
      json = JSON.parse(raw)
    } catch {
      return {}
    }
    if (!isStringRecord(json)) return {}
    const remembered: RememberedConnectors = {}
    for (const [namespace, connectorId] of Object.entries(json)) {
      // Any CAIP-2 namespace is kept (which plugins are registered is not known before start);
      // reconnecting walks the registered ones only, so another's entry is never restored.
      if (CAIP2_NAMESPACE.test(namespace) && connectorId) remembered[namespace] = connectorId
    }
    return remembered
  }

  const write = (remembered: RememberedConnectors) => {
    if (Object.keys(remembered).length === 0) storage.remove(STORAGE_KEYS.connectedConnectors)
    else storage.set(STORAGE_KEYS.connectedConnectors, JSON.stringify(remembered))
  }

  return {
    read,
    remember(namespace: ChainNamespace, connectorId: string) {
      write({ ...read(), [namespace]: connectorId })
    },
    forget(namespace: ChainNamespace) {
      const { [namespace]: _dropped, ...rest } = read()
      write(rest)
    },
    clear() {
      storage.remove(STORAGE_KEYS.connectedConnectors)
    },
  }
}

/**
 * An object whose every value is a string; one value of another type makes the whole entry
 * unreadable. Checked by hand: this runs at every start, where zod is not loaded. A `__proto__`
 * key (JSON.parse makes it an own key) is skipped, as zod's record did: it names no namespace.
 */
function isStringRecord(value: unknown): value is Record<string, string> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
  return Object.entries(value).every(([key, entry]) => key === '__proto__' || typeof entry === 'string')
}
