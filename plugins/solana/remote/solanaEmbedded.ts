import type { RemoteEmbedded } from 'portico/core'
import { SOLANA_REMOTE } from './solanaRemote.js'

/**
 * What the embedded wallet's frame serves on solana: SPEC section 9's three networks and every
 * signing method. Loaded with the frame: a site without the embedded wallet never fetches it.
 */
export const SOLANA_EMBEDDED: RemoteEmbedded = {
  // Mainnet, devnet and testnet, by the first 32 characters of their genesis hashes.
  chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z'],
  methods: SOLANA_REMOTE.methods,
}
