import type { ChainNamespace } from '../constants/namespaces.js'
import { loginMethodsOf, namespaceDefinition, type RegistryState } from '../kernel/registrySlice.js'

/**
 * The wallets a mobile list keeps without a mobile link on `namespace` (usually the active one),
 * SPEC section 5: those the listing login methods open through deep links of their own, plus the
 * namespace's own. The plugins that own these ids register them; core/ names none.
 */
export function mobileExtraWalletIds(registry: RegistryState, namespace: ChainNamespace | undefined): readonly string[] {
  const byMethods = loginMethodsOf(registry, 'pairing').flatMap((method) => method.mobileWalletIds ?? [])
  const own = namespace ? (namespaceDefinition(registry, namespace)?.mobileWalletIds ?? []) : []
  return [...new Set([...byMethods, ...own])]
}
