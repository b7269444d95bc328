import { isCaipNetworkId } from '../caip/caipNetworkId.js'
import { MAX_UNIT_DECIMALS } from '../format/checkDecimals.js'
import type { CaipNetworkId } from '../types/network.js'

/** What every chain's listed token carries besides its on-chain id (contract address, mint). */
export interface TokenListEntry {
  name: string
  symbol: string
  decimals: number
  iconUrl?: string
}

/** A site's tokens by network id, as a chain plugin takes them: `{ 'eip155:1': [usdc, dai] }`. */
export type TokenList<Token extends TokenListEntry> = Readonly<Partial<Record<CaipNetworkId, readonly Token[]>>>

export interface TokenListRule<Token extends TokenListEntry> {
  /** The plugin's namespace: every key of the list must be one of its network ids. */
  namespace: string
  /** The token's on-chain id, which `isAddress` checks. */
  addressOf(token: Token): unknown
  isAddress(value: unknown): boolean
  /** The plugin's coded error; `details` names the network, the entry and what is wrong with it. */
  invalid(details: string): Error
}

/** Shown in the Account view's row: short, and no spaces or control characters to break it. */
const SYMBOL = /^[^\s\p{C}]{1,16}$/u

/**
 * Refuses a token list the plugin could not read, when the plugin is created: a site's mistake
 * shows at once, not as balances that silently never appear. The same rule on every chain: keys
 * are the plugin's own CAIP-2 ids, decimals an integer the amount formatter takes (0 to
 * MAX_UNIT_DECIMALS, ERC-20's and SPL's uint8), a name, and a symbol of at most 16 characters.
 */
export function checkTokenList<Token extends TokenListEntry>(tokens: TokenList<Token>, rule: TokenListRule<Token>): TokenList<Token> {
  for (const [network, list] of Object.entries(tokens)) {
    if (!isCaipNetworkId(network) || !network.startsWith(`${rule.namespace}:`)) {
      throw rule.invalid(`"${network.slice(0, 80)}" is not a ${rule.namespace} network id`)
    }
    if (list === undefined) continue
    if (!Array.isArray(list)) throw rule.invalid(`the tokens of ${network} are not a list`)
    for (const token of list) {
      const problem = problemOf(token, rule)
      if (problem) throw rule.invalid(`${labelOf(token, rule)} on ${network}: ${problem}`)
    }
  }
  return tokens
}

// The list's type says tokens; a site written in JavaScript may still hand over anything.
function problemOf<Token extends TokenListEntry>(token: Token, rule: TokenListRule<Token>): string | undefined {
  if (typeof token !== 'object' || token === null) return 'it is not a token'
  if (!rule.isAddress(rule.addressOf(token))) return `its address is not a ${rule.namespace} address`
  const { decimals, name, symbol } = token
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > MAX_UNIT_DECIMALS) {
    return `its decimals must be an integer from 0 to ${MAX_UNIT_DECIMALS}`
  }
  if (typeof name !== 'string' || !name.trim()) return 'it needs a name'
  if (typeof symbol !== 'string' || !SYMBOL.test(symbol)) return 'its symbol must be 1 to 16 characters without spaces'
  return undefined
}

/** The entry as the developer will recognise it: its symbol, else its address, cut short. */
function labelOf<Token extends TokenListEntry>(token: Token, rule: TokenListRule<Token>): string {
  if (typeof token !== 'object' || token === null) return 'an entry'
  const { symbol } = token
  const address = rule.addressOf(token)
  const label = typeof symbol === 'string' && symbol ? symbol : typeof address === 'string' ? address : 'an entry'
  return label.slice(0, 48)
}
