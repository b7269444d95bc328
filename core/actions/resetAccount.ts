import type { Draft } from 'immer'
import type { ChainNamespace } from '../constants/namespaces.js'
import { updateChain } from '../connection/updateChain.js'
import type { Kernel } from '../kernel/types.js'
import { initialAccountState } from '../slices/chainsSlice.js'
import type { AccountState } from '../types/account.js'

/**
 * SPEC section 4's account reset: the namespace's account goes back to disconnected, with no
 * address, balances, profile, user or wallet info. The preferred account type is the visitor's
 * choice for the namespace, not part of a session, so it stays.
 */
export function resetAccount(kernel: Kernel, namespace: ChainNamespace): void {
  updateChain(kernel, namespace, (chain) => resetAccountDraft(chain.account))
}

/** The same reset, inside a recipe that changes more of the chain in the same commit. */
export function resetAccountDraft(account: Draft<AccountState>): void {
  Object.assign(account, { ...initialAccountState(), preferredAccountType: account.preferredAccountType })
}
