import type { ChainNamespace } from '../constants/namespaces.js'
import type { SendError } from '../errors/SendError.js'
import type { Kernel } from '../kernel/types.js'
import { watchSlice } from '../kernel/watchSlice.js'
import type { TokenBalance } from '../types/account.js'

/** The slice the tokens plugin keeps its lists in; core names it so that a renderer can read it. */
export const TOKENS_SLICE = 'tokens'

/**
 * What a connected account holds on its network, as the Tokens tab lists it (SPEC sections 2 and
 * 5): the native currency first (no `address`), then the tokens with a balance. `price` and
 * `value` are set only where the price source knew the token; `fiat` says whether prices were
 * asked at all and answered, so that a renderer can tell "no price for this one" from "no prices".
 */
export type AccountTokens =
  | { status: 'loading'; address: string; caipNetworkId: string }
  | { status: 'ready'; address: string; caipNetworkId: string; tokens: readonly TokenBalance[]; fiat: boolean }
  | { status: 'error'; address: string; caipNetworkId: string; error: SendError }

export interface TokensState {
  byNamespace: Readonly<Partial<Record<ChainNamespace, AccountTokens>>>
  /**
   * How many renderers show the lists now. The lists are read only while one does, so a visitor
   * who never looks at them costs no request.
   */
  watchers: number
  /** Raised by `retryAccountTokens`: a list that failed is read again. */
  attempt: number
}

declare module 'portico/core' {
  interface KernelSlices {
    /** Defined by the tokens plugin (`portico/plugins/tokens`); absent without it. */
    tokens: TokensState
  }
}

export const initialTokensState = (): TokensState => ({ byNamespace: {}, watchers: 0, attempt: 0 })

/**
 * Says a renderer shows the account's tokens: the tokens plugin reads them while at least one
 * does. Call the returned function when it stops. Without the tokens plugin, nothing happens.
 */
export function watchAccountTokens(kernel: Pick<Kernel, 'store'>): () => void {
  return watchSlice(kernel, TOKENS_SLICE)
}

/** Reads the lists again (the visitor pressed "Try again" after a failure). */
export function retryAccountTokens(kernel: Pick<Kernel, 'store'>): void {
  kernel.store(TOKENS_SLICE).setState((draft) => {
    draft.attempt += 1
  })
}
