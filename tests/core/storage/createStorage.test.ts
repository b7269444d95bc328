import { describe, expect, it, vi } from 'vitest'
import { STORAGE_KEYS } from '../../../core/constants/storageKeys.js'
import { createStorage } from '../../../core/storage/createStorage.js'

/** A localStorage stand-in over a Map, with switches to make each operation throw. */
function fakeBackend(fail: { get?: boolean; set?: boolean; remove?: boolean } = {}) {
  const items = new Map<string, string>()
  const calls: string[] = []
  return {
    items,
    calls,
    getItem(key: string) {
      calls.push(`get ${key}`)
      if (fail.get) throw new Error('SecurityError: access denied')
      return items.get(key) ?? null
    },
    setItem(key: string, value: string) {
      calls.push(`set ${key}`)
      if (fail.set) throw new Error('QuotaExceededError')
      items.set(key, value)
    },
    removeItem(key: string) {
      calls.push(`remove ${key}`)
      if (fail.remove) throw new Error('SecurityError: access denied')
      items.delete(key)
    },
  }
}

const { email, lastUsedChainId } = STORAGE_KEYS

describe('createStorage', () => {
  it('rule: with a working backend, values are written to it and read back from it', () => {
    const backend = fakeBackend()
    const storage = createStorage(backend)
    storage.set(email, 'visitor@example.com')
    expect(backend.items.get(email)).toBe('visitor@example.com')
    backend.items.set(lastUsedChainId, 'eip155:10')
    expect(storage.get(lastUsedChainId)).toBe('eip155:10')
    storage.remove(email)
    expect(backend.items.has(email)).toBe(false)
    expect(storage.get(email)).toBeUndefined()
  })

  it('rule: a missing key reads as undefined, never null', () => {
    expect(createStorage(fakeBackend()).get(email)).toBeUndefined()
  })

  it('rule: with no localStorage (server rendering) the storage keeps values in memory', () => {
    vi.stubGlobal('localStorage', undefined)
    const storage = createStorage()
    expect(storage.get(email)).toBeUndefined()
    storage.set(email, 'visitor@example.com')
    expect(storage.get(email)).toBe('visitor@example.com')
    storage.remove(email)
    expect(storage.get(email)).toBeUndefined()
  })

  it("rule: the page's localStorage is not touched until the first read or write, and nothing is written to probe it", () => {
    const backend = fakeBackend()
    vi.stubGlobal('localStorage', backend)
    const storage = createStorage()
    expect(backend.calls).toEqual([])
    storage.set(email, 'visitor@example.com')
    expect(backend.calls).toEqual([`set ${email}`])
    expect([...backend.items]).toEqual([[email, 'visitor@example.com']])
  })

  it('rule: a localStorage that throws on write (private mode) is left for memory, which keeps the value', () => {
    const backend = fakeBackend({ set: true })
    vi.stubGlobal('localStorage', backend)
    const storage = createStorage()
    storage.set(email, 'visitor@example.com')
    expect(storage.get(email)).toBe('visitor@example.com')
    expect(backend.calls).toEqual([`set ${email}`])
  })

  it('rule: a page whose localStorage property throws (a sandboxed frame) gets memory', () => {
    vi.stubGlobal('localStorage', undefined)
    Object.defineProperty(globalThis, 'localStorage', { configurable: true, get: () => { throw new Error('SecurityError') } })
    const storage = createStorage()
    storage.set(email, 'visitor@example.com')
    expect(storage.get(email)).toBe('visitor@example.com')
  })

  it('rule: a backend that throws on write falls back to memory and keeps the value', () => {
    const backend = fakeBackend({ set: true })
    const storage = createStorage(backend)
    expect(() => storage.set(email, 'visitor@example.com')).not.toThrow()
    expect(storage.get(email)).toBe('visitor@example.com')
    storage.set(lastUsedChainId, 'eip155:1')
    expect(storage.get(lastUsedChainId)).toBe('eip155:1')
    expect(backend.items.size).toBe(0)
  })

  it('rule: after the first failure the backend is left alone, so reads never miss what memory kept', () => {
    const backend = fakeBackend({ set: true })
    const storage = createStorage(backend)
    storage.set(email, 'kept@example.com')
    backend.items.set(email, 'stale@example.com')
    const before = backend.calls.length
    expect(storage.get(email)).toBe('kept@example.com')
    storage.remove(email)
    expect(storage.get(email)).toBeUndefined()
    expect(backend.calls.length).toBe(before)
  })

  it('rule: a backend that throws on read or remove falls back to memory instead of throwing', () => {
    const reading = createStorage(fakeBackend({ get: true }))
    expect(reading.get(email)).toBeUndefined()
    reading.set(email, 'a@example.com')
    expect(reading.get(email)).toBe('a@example.com')

    const removing = createStorage(fakeBackend({ remove: true }))
    expect(() => removing.remove(email)).not.toThrow()
    removing.set(email, 'b@example.com')
    expect(removing.get(email)).toBe('b@example.com')
  })

  it('rule: two memory storages never share values', () => {
    vi.stubGlobal('localStorage', undefined)
    const first = createStorage()
    const second = createStorage()
    first.set(email, 'first@example.com')
    expect(second.get(email)).toBeUndefined()
    second.set(email, 'second@example.com')
    expect(first.get(email)).toBe('first@example.com')
  })

  it('rule: two storages that both fell back to memory never share values', () => {
    const first = createStorage(fakeBackend({ set: true }))
    const second = createStorage(fakeBackend({ set: true }))
    first.set(email, 'first@example.com')
    second.set(lastUsedChainId, 'eip155:1')
    expect(second.get(email)).toBeUndefined()
    expect(first.get(lastUsedChainId)).toBeUndefined()
  })
})
