import { requireChain, updateChain } from '../connection/chainState.js'
import type { ChainNamespace } from '../constants/namespaces.js'
import type { KernelError } from '../errors/KernelError.js'
import type { Kernel } from '../kernel/types.js'
import type { AccountTab } from '../types/account.js'

export interface SetAccountTabParameters {
  tab: AccountTab
  /** Defaults to the active chain. */
  namespace?: ChainNamespace
}

export type SetAccountTabErrorType = KernelError

/**
 * Selects the Account view's tab (SPEC section 3's currentTab). It is kept per chain, so a visitor
 * who switches to another namespace and back finds the tab they left.
 */
export function setAccountTab(kernel: Kernel, { tab, namespace }: SetAccountTabParameters): void {
  const chain = requireChain(kernel, namespace)
  if (chain.chain.account.currentTab === tab) return
  updateChain(kernel, chain.namespace, (draft) => {
    draft.account.currentTab = tab
  })
}
