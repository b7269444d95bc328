import { describe, expect, it } from 'vitest'
import { STORAGE_KEYS } from '../../../core/constants/storageKeys.js'
import { hasSessionToRestore } from '../../../core/connection/hasSessionToRestore.js'
import { createStorage } from '../../../core/storage/createStorage.js'

const storageWith = (entries: Record<string, string>) => {
  const storage = createStorage(null)
  for (const [key, value] of Object.entries(entries)) storage.set(key as never, value)
  return storage
}

describe('hasSessionToRestore', () => {
  it('rule: a first visit, with nothing stored, has no session', () => {
    expect(hasSessionToRestore(storageWith({}))).toBe(false)
  })

  it('rule: a connector remembered for any namespace is a session', () => {
    expect(hasSessionToRestore(storageWith({ [STORAGE_KEYS.connectedConnectors]: JSON.stringify({ solana: 'phantom' }) }))).toBe(true)
  })

  it('rule: an email login used before is a session (its wallet frame is created at start)', () => {
    expect(hasSessionToRestore(storageWith({ [STORAGE_KEYS.emailLoginUsed]: 'true' }))).toBe(true)
  })

  it.each([
    ['malformed JSON', '{not json'],
    ['an empty record', '{}'],
    ['a key that is no CAIP-2 namespace', JSON.stringify({ 'Not A Namespace': 'tronlink' })],
    ['an empty connector id', JSON.stringify({ eip155: '' })],
    ['an array', '["eip155"]'],
  ])('rule: a remembered-connectors entry holding %s is no session', (_, raw) => {
    expect(hasSessionToRestore(storageWith({ [STORAGE_KEYS.connectedConnectors]: raw }))).toBe(false)
  })

  it('rule: what is only a preference (the recent wallet, the last chain) is no session', () => {
    expect(hasSessionToRestore(storageWith({ [STORAGE_KEYS.recentWallet]: 'metamask', [STORAGE_KEYS.lastUsedChainId]: 'eip155:1' }))).toBe(false)
  })
})
