/** The kinds of public image the API draws; each is one endpoint of SPEC section 7. */
export type AssetImageKind = 'network' | 'currency' | 'token'

export interface AssetImage {
  kind: AssetImageKind
  /** The id in the image's URL. */
  id: string
  /** What the image shows the initials (networks) or the symbol (currencies, tokens) of. */
  label: string
}

/**
 * Network images for GET /public/getAssetImage/{id}. The id is the network's CAIP-2 id with the
 * colon turned into a dash (`eip155:8453` -> `eip155-8453`): what a chain plugin puts in a
 * network's `assets.imageId`.
 */
export const NETWORK_IMAGES: readonly [caipNetworkId: string, name: string][] = [
  ['eip155:1', 'Ethereum'],
  ['eip155:10', 'OP Mainnet'],
  ['eip155:56', 'BNB Smart Chain'],
  ['eip155:100', 'Gnosis'],
  ['eip155:137', 'Polygon'],
  ['eip155:324', 'zkSync'],
  ['eip155:8453', 'Base'],
  ['eip155:42161', 'Arbitrum One'],
  ['eip155:43114', 'Avalanche'],
  ['eip155:11155111', 'Sepolia'],
  ['eip155:84532', 'Base Sepolia'],
  ['eip155:31337', 'Portico Devnet'],
  ['eip155:31338', 'Portico Devnet 2'],
  ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'Solana'],
  ['solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', 'Solana Devnet'],
  ['solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z', 'Solana Testnet'],
  ['polkadot:91b171bb158e2d3848fa23a9f1c25182', 'Polkadot'],
  ['polkadot:b0a8d493285c2df73290dfb7e61f870f', 'Kusama'],
  ['bip122:000000000019d6689c085ae165831e93', 'Bitcoin'],
  ['bip122:000000000933ea01ad0ee984209779ba', 'Bitcoin Testnet'],
  ['cosmos:cosmoshub-4', 'Cosmos Hub'],
  ['cosmos:osmosis-1', 'Osmosis'],
]

/**
 * Network images by short name, the ids the built-in EVM plugin puts in its networks'
 * `assets.imageId` (plugins/evm/networks). Served by the same endpoint as the CAIP-2 forms.
 */
export const NAMED_NETWORK_IMAGES: readonly [imageId: string, name: string][] = [
  ['ethereum', 'Ethereum'],
  ['optimism', 'OP Mainnet'],
  ['arbitrum', 'Arbitrum One'],
  ['base', 'Base'],
  ['polygon', 'Polygon'],
  ['bsc', 'BNB Smart Chain'],
  ['gnosis', 'Gnosis'],
  ['zksync', 'zkSync'],
  ['avalanche', 'Avalanche'],
  ['celo', 'Celo'],
  ['aurora', 'Aurora'],
  ['zora', 'Zora'],
  ['solana', 'Solana'],
  ['polkadot', 'Polkadot'],
  ['bitcoin', 'Bitcoin'],
  ['cosmos', 'Cosmos Hub'],
]

/** Fiat currencies for GET /public/getCurrencyImage/{id}, by ISO 4217 code. */
export const CURRENCY_CODES = ['USD', 'EUR', 'GBP', 'JPY', 'CAD', 'AUD', 'CHF', 'CNY', 'INR', 'BRL', 'MXN', 'KRW',
  'SGD', 'HKD', 'SEK', 'NOK', 'DKK', 'PLN', 'TRY', 'ZAR', 'NZD', 'ARS'] as const

/** Tokens for GET /public/getTokenImage/{id}, by symbol. */
export const TOKEN_SYMBOLS = ['ETH', 'WETH', 'USDC', 'USDT', 'DAI', 'WBTC', 'BTC', 'SOL', 'POL', 'MATIC', 'ARB', 'OP',
  'BNB', 'AVAX', 'DOT', 'KSM', 'ATOM', 'OSMO', 'LINK', 'UNI', 'AAVE', 'GNO', 'XDAI'] as const

/** `eip155:8453` -> `eip155-8453`. */
export const networkImageId = (caipNetworkId: string): string => caipNetworkId.replace(':', '-')

/** Every image the API seeds; more can be added to the asset_images table at run time. */
export function assetImages(): AssetImage[] {
  return [
    ...NETWORK_IMAGES.map(([caip, name]): AssetImage => ({ kind: 'network', id: networkImageId(caip), label: name })),
    ...NAMED_NETWORK_IMAGES.map(([id, name]): AssetImage => ({ kind: 'network', id, label: name })),
    ...CURRENCY_CODES.map((code): AssetImage => ({ kind: 'currency', id: code, label: code })),
    ...TOKEN_SYMBOLS.map((symbol): AssetImage => ({ kind: 'token', id: symbol, label: symbol })),
  ]
}
