import type { Kernel } from '../../core/kernel/types.js'
import type { WalletFeature } from '../../core/options/types.js'
import type { IconName } from '../components/Icon.js'
import { localRegistry, type LocalRegistry } from '../registry/localRegistry.js'

/** A wallet feature's button on the Account view (SPEC section 9's order: onramp, swaps, receive, send). */
export interface AccountFeature {
  id: WalletFeature
  /** The button's text, e.g. 'Buy', 'Swap', 'Receive', 'Send'. */
  label: string
  icon: IconName
  onSelect(kernel: Kernel): void
}

const FEATURES = Symbol('portico.account-features')

export function accountFeatureRegistry(kernel: Kernel): LocalRegistry<WalletFeature, AccountFeature> {
  return localRegistry(kernel, FEATURES)
}

/**
 * Puts a feature's button on the Account view; returns how to remove it (hand it to
 * `ctx.onTeardown`). The button shows only while the feature flag of the same id is on.
 */
export function registerAccountFeature(kernel: Kernel, feature: AccountFeature): () => void {
  return accountFeatureRegistry(kernel).set(feature.id, feature)
}
