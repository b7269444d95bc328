/** Which way a transfer moved, as the account sees it. */
export type TransferDirection = 'in' | 'out' | 'self'

/**
 * One asset moving in a transaction (SPEC section 3): a fungible one (`fungible_info`, with its
 * quantity) or an NFT (`nft_info`). Field names are the provider API's, unchanged.
 */
export interface TransactionTransfer {
  fungible_info?: { name?: string | undefined; symbol: string; icon?: { url: string } | undefined } | undefined
  nft_info?: {
    name?: string | undefined
    flags?: { is_spam?: boolean | undefined } | undefined
    content?: { preview?: { url: string } | undefined } | null | undefined
  } | undefined
  direction: TransferDirection
  quantity: { numeric: string }
  /** Fiat figures, only where the source knows them. */
  value?: number | undefined
  price?: number | undefined
}

/**
 * SPEC section 3's Transaction: id, metadata (minedAt, chain, status, operationType, sentFrom,
 * sentTo) and the transfers the account takes part in. `chain` is a CAIP-2 network id.
 */
export interface Transaction {
  id: string
  metadata: {
    /** ISO 8601. */
    minedAt: string
    chain: string
    status: 'confirmed' | 'failed' | 'pending'
    operationType: string
    sentFrom: string
    sentTo: string
  }
  transfers: readonly TransactionTransfer[]
}
