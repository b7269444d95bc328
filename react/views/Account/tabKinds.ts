import type { ComponentType } from 'react'
import type { AccountTabProps } from './AccountTabs.js'

/**
 * The Account tabs react/ draws for a tab's kind, from what its plugin keeps in kernel state.
 * Apart from the view kinds: only the Account view needs it, so it stays out of the first JS.
 */
export const tabKinds: { readonly [kind: string]: (() => Promise<{ default: ComponentType<AccountTabProps> }>) | undefined } = {
  tokens: () => import('../Tokens/TokensTab.js'),
  activity: () => import('../Activity/ActivityTab.js'),
  nfts: () => import('../Nfts/NftsTab.js'),
}
