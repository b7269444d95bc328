import { formatUnits } from 'viem'

/**
 * How an approval card names the request's chain and its native token. The name and token come
 * from the site (its network list; the frame has no registry of chains) and are shown beside the
 * CAIP-2 id the signature is bound to, so a site that names a chain wrongly cannot hide which
 * chain the visitor signs for.
 */
export interface NetworkFacts {
  /** "Anvil (eip155:31337)"; the CAIP-2 id alone when the site named no network. */
  label: string
  /** The native token's symbol, or undefined when the site named none. */
  symbol: string | undefined
  decimals: number
}

export function networkFacts(caipNetworkId: string, told: { name: string; symbol: string; decimals: number } | undefined, decimals: number): NetworkFacts {
  if (!told) return { label: caipNetworkId, symbol: undefined, decimals }
  return { label: `${told.name} (${caipNetworkId})`, symbol: told.symbol, decimals: told.decimals }
}

/** An amount of the chain's native token, in its units: "0.25 ETH", or "0.25 (native token)" without a symbol. */
export function nativeAmount(value: bigint, network: NetworkFacts): string {
  return `${formatUnits(value, network.decimals)} ${network.symbol ?? '(native token)'}`
}
