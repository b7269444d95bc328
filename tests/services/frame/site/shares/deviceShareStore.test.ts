import { describe, expect, it } from 'vitest'
import { createDeviceShareStore } from '../../../../../services/frame/site/shares/deviceShareStore.js'
import { createMemoryStore } from '../../../../../services/frame/site/shares/keyValueStore.js'

const ADDRESS = '0x9858EfFD232B4033E47d90003D41EC34EcaEda94'
const share = Uint8Array.from({ length: 17 }, (_, index) => index + 1)

describe('createDeviceShareStore', () => {
  it('rule: a saved share loads back for the same wallet address, in any case', async () => {
    const shares = createDeviceShareStore(createMemoryStore())
    await shares.save(ADDRESS, share)
    expect(await shares.load(ADDRESS.toLowerCase())).toEqual(share)
    expect(await shares.load('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')).toBeUndefined()
  })

  it('rule: the share is stored sealed under a non-extractable key', async () => {
    const store = createMemoryStore()
    await createDeviceShareStore(store).save(ADDRESS, share)
    const kept = (await store.get(`device:${ADDRESS.toLowerCase()}`)) as { sealed: Uint8Array }
    expect(Buffer.from(kept.sealed).includes(Buffer.from(share))).toBe(false)
    const key = (await store.get('wrappingKey')) as CryptoKey
    expect(key.extractable).toBe(false)
    await expect(crypto.subtle.exportKey('raw', key)).rejects.toThrow()
  })

  it('rule: a share sealed under a lost key reads as no share', async () => {
    const store = createMemoryStore()
    await createDeviceShareStore(store).save(ADDRESS, share)
    await store.delete('wrappingKey')
    expect(await createDeviceShareStore(store).load(ADDRESS)).toBeUndefined()
  })
})
