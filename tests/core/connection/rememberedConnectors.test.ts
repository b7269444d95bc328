import { describe, expect, it } from 'vitest'
import { STORAGE_KEYS } from '../../../core/constants/storageKeys.js'
import { rememberedConnectors } from '../../../core/connection/rememberedConnectors.js'
import { createStorage } from '../../../core/storage/createStorage.js'

const storageWith = (raw?: string) => {
  const storage = createStorage(null)
  if (raw !== undefined) storage.set(STORAGE_KEYS.connectedConnectors, raw)
  return storage
}

describe('rememberedConnectors', () => {
  it('rule: connectors are kept as JSON { [namespace]: connectorId }', () => {
    const storage = storageWith()
    const memory = rememberedConnectors(storage)
    memory.remember('eip155', 'a')
    memory.remember('solana', 'b')
    expect(JSON.parse(storage.get(STORAGE_KEYS.connectedConnectors)!)).toEqual({ eip155: 'a', solana: 'b' })
    memory.forget('eip155')
    expect(memory.read()).toEqual({ solana: 'b' })
    memory.forget('solana')
    expect(storage.get(STORAGE_KEYS.connectedConnectors)).toBeUndefined()
  })

  it.each([
    ['not json', '{oops'],
    ['an array', '["eip155"]'],
    ['a number for an id', '{"eip155": 5}'],
    ['null', 'null'],
    ['a number under a namespace it would drop anyway', '{"eip155": "a", "evil": 5}'],
  ])('rule: hostile storage (%s) reads as nothing remembered', (_label, raw) => {
    expect(rememberedConnectors(storageWith(raw)).read()).toEqual({})
  })

  it('rule: keys that are no CAIP-2 namespace are dropped; any namespace is kept, for reconnect to skip when unregistered', () => {
    expect(rememberedConnectors(storageWith('{"eip155":"a","Evil Key":"b","__proto__":"c","tron":"d"}')).read()).toEqual({ eip155: 'a', tron: 'd' })
  })
})
