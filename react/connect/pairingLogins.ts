import type { PairingLogin } from '../../core/kernel/contributions.js'
import { loginMethodsOf, type RegistryState } from '../../core/kernel/registrySlice.js'
import type { Kernel } from '../../core/kernel/types.js'

/** The pairing login that registry listings connect through (the first that takes them), if any. */
export function listingLogin(registry: RegistryState): PairingLogin | undefined {
  return loginMethodsOf(registry, 'pairing').find((method) => method.connectsListings)
}

/** Whether the Connect view and All Wallets offer registry listings: a login takes them and there is a registry. */
export function showsListings(kernel: Kernel, registry: RegistryState = kernel.store('registry').getState()): boolean {
  return kernel.options.apiUrl !== undefined && listingLogin(registry) !== undefined
}

/** The ids of the pairing logins, each a row group of its own in the Connect view. */
export function pairingIds(registry: RegistryState): ReadonlySet<string> {
  return new Set(loginMethodsOf(registry, 'pairing').map((method) => method.id))
}
