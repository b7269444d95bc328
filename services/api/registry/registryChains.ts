/** The CAIP-2 network ids the registry's listings name. */
export const CHAINS = {
  ethereum: 'eip155:1',
  optimism: 'eip155:10',
  polygon: 'eip155:137',
  base: 'eip155:8453',
  arbitrum: 'eip155:42161',
  devnet: 'eip155:31337',
  devnet2: 'eip155:31338',
  solana: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  solanaDevnet: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  solanaTestnet: 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  polkadot: 'polkadot:91b171bb158e2d3848fa23a9f1c25182',
  kusama: 'polkadot:b0a8d493285c2df73290dfb7e61f870f',
  bitcoin: 'bip122:000000000019d6689c085ae165831e93',
  bitcoinTestnet: 'bip122:000000000933ea01ad0ee984209779ba',
  cosmosHub: 'cosmos:cosmoshub-4',
  osmosis: 'cosmos:osmosis-1',
} as const

export const EVM_L2S = [CHAINS.optimism, CHAINS.polygon, CHAINS.base, CHAINS.arbitrum] as const
export const DEVNETS = [CHAINS.devnet, CHAINS.devnet2] as const
