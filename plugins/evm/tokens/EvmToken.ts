import { type CaipNetworkId, isCaipNetworkId, MAX_UNIT_DECIMALS } from 'portico/core'
import { EvmError } from '../EvmError.js'
import { isEvmAddress } from '../isEvmAddress.js'

/** An ERC20 token whose balance the Account view shows on one network. */
export interface EvmToken {
  address: string
  name: string
  symbol: string
  decimals: number
  iconUrl?: string
}

/** The tokens to read, by network id: `{ 'eip155:1': [usdc, dai] }`. */
export type EvmTokens = Readonly<Partial<Record<CaipNetworkId, readonly EvmToken[]>>>

/**
 * Refuses a token list the plugin could not read: a site's mistake shows when evm() is called, not
 * as balances that silently never appear.
 */
export function checkTokens(tokens: EvmTokens): EvmTokens {
  for (const [caipNetworkId, list] of Object.entries(tokens)) {
    if (!isCaipNetworkId(caipNetworkId) || !caipNetworkId.startsWith('eip155:')) {
      throw new EvmError('INVALID_TOKEN', { details: `"${caipNetworkId}" is not an eip155 network id` })
    }
    for (const token of list ?? []) {
      const problem = !isEvmAddress(token.address)
        ? 'its address is not an EVM address'
        : !Number.isInteger(token.decimals) || token.decimals < 0 || token.decimals > MAX_UNIT_DECIMALS
          ? `its decimals must be an integer from 0 to ${MAX_UNIT_DECIMALS}`
          : !token.symbol || !token.name
            ? 'it needs a name and a symbol'
            : undefined
      if (problem) throw new EvmError('INVALID_TOKEN', { details: `${token.symbol || token.address} on ${caipNetworkId}: ${problem}` })
    }
  }
  return tokens
}
