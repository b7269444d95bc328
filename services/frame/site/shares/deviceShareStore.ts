import * as z from 'zod/mini'
import type { KeyValueStore } from './keyValueStore.js'

const WRAPPING_KEY = 'wrappingKey'
const IV_BYTES = 12

const wrappingKey = z.instanceof(CryptoKey)
const sealedShare = z.object({ iv: z.instanceof(Uint8Array), sealed: z.instanceof(Uint8Array) })

/**
 * This browser's device share of each wallet it opened, by the wallet's EVM address: the one name
 * of a wallet that never changes (its email can, by UpdateEmail).
 */
export interface DeviceShareStore {
  load(address: string): Promise<Uint8Array | undefined>
  save(address: string, share: Uint8Array): Promise<void>
}

/**
 * Device shares sealed with AES-GCM under a non-extractable WebCrypto key kept beside them: script
 * in the frame origin can use the key but never read its bytes, so a copy of the database taken
 * out of the browser's key store does not open.
 */
export function createDeviceShareStore(store: KeyValueStore): DeviceShareStore {
  const key = async (): Promise<CryptoKey> => {
    const kept = z.safeParse(wrappingKey, await store.get(WRAPPING_KEY))
    if (kept.success) return kept.data
    const made = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt'])
    await store.put(WRAPPING_KEY, made)
    return made
  }
  const entry = (address: string) => `device:${address.toLowerCase()}`
  return {
    async load(address) {
      const kept = z.safeParse(sealedShare, await store.get(entry(address)))
      if (!kept.success) return undefined
      try {
        return new Uint8Array(await crypto.subtle.decrypt({ name: 'AES-GCM', iv: kept.data.iv as BufferSource }, await key(), kept.data.sealed as BufferSource))
      } catch {
        // Sealed under a key this browser no longer has: as if there were no device share.
        return undefined
      }
    },
    async save(address, share) {
      const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES))
      const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, await key(), share as BufferSource))
      await store.put(entry(address), { iv, sealed })
    },
  }
}
