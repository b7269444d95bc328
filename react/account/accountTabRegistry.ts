import type { ComponentType } from 'react'
import type { ChainNamespace } from '../../core/constants/namespaces.js'
import type { Kernel } from '../../core/kernel/types.js'
import type { AccountTab } from '../../core/types/account.js'
import { localRegistry, type LocalRegistry } from '../registry/localRegistry.js'
import { lazyChunk } from '../components/lazyChunk.js'

export interface AccountTabProps {
  kernel: Kernel
  /** The chain whose account the tab shows. */
  namespace: ChainNamespace
}

/** A tab of the Account view (SPEC section 2: Tokens, NFTs, Activity), provided by a plugin. */
export interface AccountTabDefinition {
  id: AccountTab
  label: string
  /** The tab's chunk, fetched the first time the tab is shown. */
  load: () => Promise<{ default: ComponentType<AccountTabProps> }>
}

/** SPEC section 2's order, whatever order plugins register in. */
export const ACCOUNT_TAB_ORDER: readonly AccountTab[] = ['tokens', 'nfts', 'activity']

const TABS = Symbol('portico.account-tabs')
const LAZY_TABS = Symbol('portico.account-tabs.lazy')

export function accountTabRegistry(kernel: Kernel): LocalRegistry<AccountTab, AccountTabDefinition> {
  return localRegistry(kernel, TABS)
}

/** Adds a tab to the Account view; returns how to remove it (hand it to `ctx.onTeardown`). */
export function registerAccountTab(kernel: Kernel, tab: AccountTabDefinition): () => void {
  return accountTabRegistry(kernel).set(tab.id, tab)
}

export function lazyAccountTab(kernel: Kernel, tab: AccountTabDefinition, visit?: unknown): ComponentType<AccountTabProps> {
  return lazyChunk(kernel, LAZY_TABS, tab, tab.load, visit)
}
