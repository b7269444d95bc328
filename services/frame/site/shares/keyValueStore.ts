/** Where the frame keeps what outlives a page load: the frame origin's IndexedDB in the browser, a Map in tests. */
export interface KeyValueStore {
  get(key: string): Promise<unknown>
  /** `value` must be structured-cloneable (a CryptoKey is, which is why IndexedDB and not localStorage). */
  put(key: string, value: unknown): Promise<void>
  delete(key: string): Promise<void>
}

const STORE = 'frame'

function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'))
  })
}

/** The frame origin's IndexedDB database `name`, one object store of keyed values. */
export async function openIndexedDbStore(factory: IDBFactory, name: string): Promise<KeyValueStore> {
  const opening = factory.open(name, 1)
  opening.onupgradeneeded = () => opening.result.createObjectStore(STORE)
  const db = await done(opening)
  const run = async <T>(mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> =>
    done(act(db.transaction(STORE, mode).objectStore(STORE)))
  return {
    get: (key) => run('readonly', (store) => store.get(key)),
    put: async (key, value) => {
      await run('readwrite', (store) => store.put(value, key))
    },
    delete: async (key) => {
      await run('readwrite', (store) => store.delete(key))
    },
  }
}

/** An in-memory KeyValueStore (tests, and a browser that refuses IndexedDB: the wallet then lives one page load). */
export function createMemoryStore(): KeyValueStore {
  const values = new Map<string, unknown>()
  return {
    get: async (key) => values.get(key),
    put: async (key, value) => {
      values.set(key, value)
    },
    delete: async (key) => {
      values.delete(key)
    },
  }
}
