import { STORAGE_KEYS } from '../constants/storageKeys.js'
import type { KernelStorage } from '../storage/createStorage.js'
import { rememberedConnectors } from './rememberedConnectors.js'

/**
 * Whether the visitor left something behind that start must restore, or drop when reconnect is
 * off (SPEC section 4): a connector remembered for any namespace, or an email login used before,
 * whose wallet frame is created at start. A first visit has neither, so its start can wait.
 */
export function hasSessionToRestore(storage: KernelStorage): boolean {
  if (Object.keys(rememberedConnectors(storage).read()).length > 0) return true
  return storage.get(STORAGE_KEYS.emailLoginUsed) !== undefined
}
