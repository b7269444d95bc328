import type { ComponentType } from 'react'
import type { AccountTabDefinition, PairingLogin } from '../../../core/kernel/contributions.js'
import { addRegistered } from '../../../core/kernel/registrySlice.js'
import type { Kernel } from '../../../core/kernel/types.js'
import type { ViewId } from '../../../core/router/ViewRegistry.js'
import type { AccountTabProps } from '../../../react/views/Account/AccountTabs.js'
import type { SectionProps } from '../../../react/modal/viewKinds.js'
import { MOBILE_EXCHANGE_WALLET_ID } from '../../../plugins/walletconnect/walletConnect.js'
import { mockPairingLogin } from '../../helpers/mockLoginPlugin.js'

/**
 * What a plugin's setup registers through ctx, registered here after start so a test can show a
 * view first and watch a contribution arrive; each returns how to remove it again.
 */
export function registerFeatureLate(kernel: Kernel, feature: { id: string; label: string; icon: string; view?: ViewId }): () => void {
  return addRegistered(kernel.store('registry'), 'features', { view: `${feature.label}View`, ...feature }, 'test')
}

/** SPEC section 2's tab order, as the tab plugins register it. */
const TAB_ORDER: Readonly<Record<string, number>> = { tokens: 10, nfts: 20, activity: 30 }

export function registerTabLate(
  kernel: Kernel,
  tab: { id: AccountTabDefinition['id']; label: string; load: () => Promise<{ default: ComponentType<AccountTabProps> }> },
): () => void {
  return addRegistered(kernel.store('registry'), 'accountTabs', { order: TAB_ORDER[tab.id] ?? 100, ...tab }, 'test')
}

/** A Connect section drawn by the plugin's own component, switched by the feature flag of SPEC's name for it. */
export function registerSectionLate(kernel: Kernel, id: 'email' | 'social' | (string & {}), Section: ComponentType<SectionProps>): () => void {
  const feature = id === 'social' ? 'socials' : id === 'email' ? 'email' : undefined
  return addRegistered(kernel.store('registry'), 'connectSections', {
    id, ...(feature ? { feature } : {}), load: async () => ({ default: Section }),
  }, 'test')
}

/**
 * The pairing login a real site gets from walletConnect(): registry listings show, and connect,
 * through it. Registered straight into the registry, so view tests on a kernel that never starts
 * see what a site with the plugin sees. Left out when the site turned WalletConnect off.
 */
export function registerListingLogin(kernel: Kernel, overrides: Partial<PairingLogin> = {}): Kernel {
  if (kernel.options.enableWalletConnect) {
    addRegistered(kernel.store('registry'), 'loginMethods', mockPairingLogin({
      id: 'walletConnect', name: 'WalletConnect', mobileWalletIds: [MOBILE_EXCHANGE_WALLET_ID], ...overrides,
    }), 'test')
  }
  return kernel
}
