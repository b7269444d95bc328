import { checkTokenList, type TokenList, type TokenListEntry } from 'portico/core'
import { EvmError } from '../EvmError.js'
import { isEvmAddress } from '../evmAddress.js'

/** An ERC20 token whose balance the Account view shows on one network. */
export interface EvmToken extends TokenListEntry {
  /** The token's contract address. */
  address: string
}

/** The tokens to read, by network id: `{ 'eip155:1': [usdc, dai] }`. */
export type EvmTokens = TokenList<EvmToken>

/** Refuses a token list the plugin could not read, by portico/core's one rule for every chain. */
export function checkTokens(tokens: EvmTokens): EvmTokens {
  return checkTokenList(tokens, {
    namespace: 'eip155',
    addressOf: (token) => token.address,
    isAddress: isEvmAddress,
    invalid: (details) => new EvmError('INVALID_TOKEN', { details }),
  })
}
