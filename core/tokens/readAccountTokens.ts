import { SendError } from '../errors/SendError.js'
import type { ChainCapabilities } from '../kernel/types.js'
import { Decimal } from '../format/Decimal.js'
import { hasDecimals, type TokenBalance } from '../types/account.js'
import type { Network } from '../types/network.js'
import type { AccountTokens } from './AccountTokens.js'
import { priceKeyOf, type PriceSource } from './PriceSource.js'

export interface ReadAccountTokensParams {
  capabilities: Pick<ChainCapabilities, 'getBalance'> & Partial<Pick<ChainCapabilities, 'getTokenBalances'>>
  address: string
  network: Network
  prices: PriceSource
}

/**
 * The Tokens tab's list for an account (SPEC sections 2 and 5): its native currency first, then
 * the namespace's tokens with a non-zero balance; tokens with zero decimals are dropped as low
 * quality. Balances come from the chain capabilities; a failing read is the list's error. Prices
 * are asked once for all of them; a failing price source leaves every balance shown without fiat,
 * since a balance is worth showing even when its price is not known.
 */
export async function readAccountTokens({ capabilities, address, network, prices }: ReadAccountTokensParams): Promise<AccountTokens> {
  const at = { address, caipNetworkId: network.caipNetworkId }
  let native: { balance: string; symbol: string }
  let tokens: TokenBalance[]
  try {
    ;[native, tokens] = await Promise.all([
      capabilities.getBalance({ address, network }),
      capabilities.getTokenBalances?.({ address, network, askWallet: true }) ?? Promise.resolve([]),
    ])
  } catch (error) {
    return { status: 'error', ...at, error: new SendError('TOKEN_BALANCE_UNAVAILABLE', { cause: error }) }
  }
  const listed: TokenBalance[] = [
    {
      name: network.nativeCurrency.name,
      symbol: native.symbol,
      chainId: network.caipNetworkId,
      quantity: { decimals: String(network.nativeCurrency.decimals), numeric: native.balance },
      iconUrl: network.assets?.imageUrl ?? '',
    },
    ...tokens.filter((token) => hasDecimals(token) && !isZero(token.quantity.numeric)),
  ]
  const known = await prices.prices({ network, tokens: listed }).catch(() => undefined)
  if (!known) return { status: 'ready', ...at, tokens: listed, fiat: false }
  return { status: 'ready', ...at, tokens: listed.map((token) => withPrice(token, known.get(priceKeyOf(token)))), fiat: true }
}

function isZero(numeric: string): boolean {
  try {
    return Decimal.from(numeric).isZero()
  } catch {
    // A quantity that is not a number cannot be shown as a balance.
    return true
  }
}

function withPrice(token: TokenBalance, price: number | undefined): TokenBalance {
  if (price === undefined) return token
  const value = Number(Decimal.from(token.quantity.numeric).mul(Decimal.from(String(price))).toString())
  return { ...token, price, value }
}
