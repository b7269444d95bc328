import { parseUnits } from '../format/units.js'
import type { ChainCapabilities } from '../kernel/types.js'
import type { ChainState } from '../slices/chainsSlice.js'
import type { TokenBalance } from '../types/account.js'
import type { Network } from '../types/network.js'

/** An amount in a token's raw units, with the decimals those units count. */
export interface Holding {
  raw: bigint
  decimals: number
}

export interface ReadSpendableParams {
  capabilities: Partial<ChainCapabilities>
  chain: ChainState
  address: string
  network: Network
  /** The token's contract; absent for the native currency. */
  tokenAddress: string | undefined
}

/**
 * What the account holds of a currency on `network`, for a send to check an amount against before
 * the wallet is asked. It is read again through the namespace's capabilities, because the balance
 * in state may be from when the visitor connected and refusing a send they can now afford would be
 * worse than asking the wallet. When the chain cannot be read, the balance in state stands in;
 * when neither knows (no capability, a token the namespace does not list), it is undefined and the
 * wallet decides. Nothing is known beyond the balance (no fee estimate), so none is subtracted.
 */
export async function readSpendable(params: ReadSpendableParams): Promise<Holding | undefined> {
  const { capabilities, chain, address, network, tokenAddress } = params
  if (tokenAddress === undefined) {
    const fresh = await capabilities.getBalance?.({ address, network }).catch(() => undefined)
    return toHolding(fresh?.balance ?? chain.account.balance, network.nativeCurrency.decimals)
  }
  const fresh = await capabilities.getTokenBalances?.({ address, network }).catch(() => undefined)
  const token = findToken(fresh, tokenAddress) ?? findToken(chain.account.tokenBalance, tokenAddress)
  return token ? toHolding(token.quantity.numeric, Number(token.quantity.decimals)) : undefined
}

/** Whether `amount` (raw units of `decimals`) is more than `holding`, compared across decimals. */
export function exceeds(amount: bigint, decimals: number, holding: Holding): boolean {
  return amount * 10n ** BigInt(holding.decimals) > holding.raw * 10n ** BigInt(decimals)
}

function findToken(tokens: readonly TokenBalance[] | undefined, tokenAddress: string): TokenBalance | undefined {
  const wanted = tokenAddress.trim().toLowerCase()
  return tokens?.find((token) => token.address?.toLowerCase() === wanted)
}

/** A balance as raw units; a value that does not read as one (a plugin's bad answer) is unknown. */
function toHolding(value: string | undefined, decimals: number): Holding | undefined {
  if (value === undefined || !Number.isInteger(decimals) || decimals < 0) return undefined
  try {
    return { raw: parseUnits(value, decimals), decimals }
  } catch {
    return undefined
  }
}
