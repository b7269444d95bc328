import { describe, expect, it } from 'vitest'
import { createDeviceShareStore } from '../../../../../services/frame/site/shares/deviceShareStore.js'
import { createMemoryStore } from '../../../../../services/frame/site/shares/keyValueStore.js'

const share = Uint8Array.from({ length: 17 }, (_, index) => index + 1)

describe('createDeviceShareStore', () => {
  it('rule: a saved share loads back for the same email, in any case', async () => {
    const shares = createDeviceShareStore(createMemoryStore())
    await shares.save('Ann@Example.com', share)
    expect(await shares.load('ann@example.com')).toEqual(share)
    expect(await shares.load('bob@example.com')).toBeUndefined()
  })

  it('rule: the share is stored sealed under a non-extractable key', async () => {
    const store = createMemoryStore()
    await createDeviceShareStore(store).save('ann@example.com', share)
    const kept = (await store.get('device:ann@example.com')) as { sealed: Uint8Array }
    expect(Buffer.from(kept.sealed).includes(Buffer.from(share))).toBe(false)
    const key = (await store.get('wrappingKey')) as CryptoKey
    expect(key.extractable).toBe(false)
    await expect(crypto.subtle.exportKey('raw', key)).rejects.toThrow()
  })

  it('rule: a share sealed under a lost key reads as no share', async () => {
    const store = createMemoryStore()
    await createDeviceShareStore(store).save('ann@example.com', share)
    await store.delete('wrappingKey')
    expect(await createDeviceShareStore(store).load('ann@example.com')).toBeUndefined()
  })
})
