/**
 * The NFT collections whose metadata and images this API serves itself (`GET /v1/nft/<slug>/<id>`),
 * as the devnet's collections point their token URIs at it. A token is named after its
 * collection's title list; the image is drawn per token.
 */
export interface HostedCollection {
  name: string
  description: string
  /** Token i is called titles[(i - 1) % length] #i. */
  titles: readonly string[]
}

export const HOSTED_COLLECTIONS: Readonly<Record<string, HostedCollection>> = {
  shapes: {
    name: 'Portico Shapes',
    description: 'Generated geometric shapes, one picture per token, served by the local Portico API.',
    titles: ['Dawn Orbit', 'Tidal Grid', 'Ember Knot', 'Violet Fold', 'Moss Prism', 'Signal Arc', 'Quiet Lattice'],
  },
  claim: {
    name: 'Claim Your Reward',
    description: 'An unsolicited airdrop, as spam collections send: the API flags it and wallets hide it.',
    titles: ['Reward Voucher'],
  },
}

const MAX_TOKEN_ID = (1n << 256n) - 1n

/** A hosted token by slug and decimal id; undefined for an unknown slug or an id that is not a uint256. */
export function hostedToken(slug: string, tokenId: string): { slug: string; tokenId: bigint; name: string; collection: HostedCollection } | undefined {
  const collection = Object.hasOwn(HOSTED_COLLECTIONS, slug) ? HOSTED_COLLECTIONS[slug] : undefined
  if (!collection || !/^\d{1,78}$/.test(tokenId)) return undefined
  const id = BigInt(tokenId)
  if (id > MAX_TOKEN_ID) return undefined
  const title = collection.titles[Number((id === 0n ? 0n : id - 1n) % BigInt(collection.titles.length))]!
  return { slug, tokenId: id, name: `${title} #${id}`, collection }
}

/**
 * The hosted token a token URI names, read from its path alone (`…/v1/nft/<slug>/<id>`): the
 * devnet writes the URI before the API has a port, and the API never fetches a URI to find out.
 */
export function hostedTokenOfUri(uri: string | null): ReturnType<typeof hostedToken> {
  if (!uri) return undefined
  let path: string
  try {
    path = new URL(uri).pathname
  } catch {
    return undefined
  }
  const match = /^\/v1\/nft\/([a-z0-9-]{1,32})\/(\d{1,78})$/.exec(path)
  return match ? hostedToken(match[1]!, match[2]!) : undefined
}

export const hostedImagePath = (slug: string, tokenId: bigint): string => `/v1/nft/${slug}/${tokenId}/image`
