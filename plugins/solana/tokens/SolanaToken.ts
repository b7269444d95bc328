import { checkTokenList, type TokenList, type TokenListEntry } from 'portico/core'
import { isSolanaAddress } from '../isSolanaAddress.js'
import { SolanaError } from '../SolanaError.js'

/** An SPL token whose balance the Account view shows. */
export interface SolanaToken extends TokenListEntry {
  /** The token's mint address. */
  mint: string
}

/** The site's SPL tokens, by network id. */
export type SolanaTokens = TokenList<SolanaToken>

/** Refuses a token list the plugin could not read, by portico/core's one rule for every chain. */
export function checkSolanaTokens(tokens: SolanaTokens): SolanaTokens {
  return checkTokenList(tokens, {
    namespace: 'solana',
    addressOf: (token) => token.mint,
    isAddress: isSolanaAddress,
    invalid: (details) => new SolanaError('INVALID_TOKEN', { details }),
  })
}
