import * as z from 'zod/mini'
import { formatUnits, getProvider, type Network, type TokenBalance } from 'portico/core'
import { isEip1193Provider, requestWallet, type Eip1193Provider } from '../provider/Eip1193Provider.js'

/**
 * SPEC section 5: 'An asset response is valid only when every asset has string address and
 * balance, type ERC20 or NATIVE, and metadata of the right types.' One schema for the whole reply
 * of `wallet_getAssets` (EIP-7811): assets by hex chain id. One bad asset makes the reply invalid.
 */
export const walletAssetsSchema = z.record(z.string(), z.array(z.object({
  address: z.string(),
  balance: z.string(),
  type: z.enum(['ERC20', 'NATIVE']),
  metadata: z.object({
    name: z.string(),
    symbol: z.string(),
    decimals: z.number().check(z.int(), z.minimum(0), z.maximum(77)),
    price: z.optional(z.number().check(z.minimum(0))),
    iconUrl: z.optional(z.string()),
  }),
})))

/** What EIP-5792's wallet_getCapabilities says of asset discovery on a chain. */
const capabilitiesSchema = z.record(z.string(), z.object({ assetDiscovery: z.optional(z.object({ supported: z.boolean() })) }))

/**
 * The account's ERC-20 balances as its wallet reports them, where the wallet says it discovers
 * assets on `network`; undefined where it does not, fails, or answers with a reply that is not
 * valid, so that the caller reads the chain instead. Native assets are left out: the native
 * balance is read from the chain.
 */
export async function readWalletAssets(kernel: Parameters<typeof getProvider>[0], { address, network }: { address: string; network: Network }): Promise<TokenBalance[] | undefined> {
  const provider = getProvider(kernel, 'eip155')
  if (!isEip1193Provider(provider)) return undefined
  const chainId = `0x${Number(network.id).toString(16)}`
  try {
    if (!(await discoversAssets(provider, address, chainId))) return undefined
    const parsed = walletAssetsSchema.safeParse(await requestWallet(provider, { method: 'wallet_getAssets', params: [{ account: address, chainFilter: [chainId] }] }))
    if (!parsed.success) return undefined
    return (parsed.data[chainId] ?? []).filter((asset) => asset.type === 'ERC20').map((asset): TokenBalance => ({
      name: asset.metadata.name,
      symbol: asset.metadata.symbol,
      chainId: network.caipNetworkId,
      address: asset.address,
      quantity: { decimals: String(asset.metadata.decimals), numeric: formatUnits(BigInt(asset.balance), asset.metadata.decimals) },
      iconUrl: asset.metadata.iconUrl ?? '',
      ...(asset.metadata.price === undefined ? {} : { price: asset.metadata.price }),
    }))
  } catch {
    // A wallet that refuses, or a balance that is not a number (BigInt throws): the chain answers instead.
    return undefined
  }
}

async function discoversAssets(provider: Eip1193Provider, address: string, chainId: string): Promise<boolean> {
  const parsed = capabilitiesSchema.safeParse(await requestWallet(provider, { method: 'wallet_getCapabilities', params: [address, [chainId]] }))
  return parsed.success && parsed.data[chainId]?.assetDiscovery?.supported === true
}
