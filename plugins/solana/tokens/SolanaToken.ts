import type { CaipNetworkId } from 'portico/core'
import { isSolanaAddress } from '../isSolanaAddress.js'
import { SolanaError } from '../SolanaError.js'

/** An SPL token whose balance the Account view shows. */
export interface SolanaToken {
  /** The token's mint address. */
  mint: string
  name: string
  symbol: string
  decimals: number
  iconUrl?: string
}

/** The site's SPL tokens, by network id. */
export type SolanaTokens = Readonly<Partial<Record<CaipNetworkId, readonly SolanaToken[]>>>

/** Checks the site's tokens once, at setup: a bad entry is a developer's mistake, named. */
export function checkSolanaTokens(tokens: SolanaTokens): SolanaTokens {
  for (const [network, list] of Object.entries(tokens)) {
    for (const token of list ?? []) {
      const valid = isSolanaAddress(token.mint) && /^[\w.$-]{1,16}$/.test(token.symbol) && Number.isInteger(token.decimals) && token.decimals >= 0 && token.decimals <= 18
      if (!valid) throw new SolanaError('INVALID_TOKEN', { details: `${String(token.symbol).slice(0, 20)} on ${network}` })
    }
  }
  return tokens
}
