import type { Transaction, TransactionTransfer } from '../../../core/activity/Transaction.js'

/** A Transaction as SPEC section 3 shapes it, on `chain`, with `transfers`. */
export function transactionOf(id: string, chain: string, transfers: TransactionTransfer[] = [fungible('1.5', 'out')]): Transaction {
  return {
    id,
    metadata: {
      minedAt: '2026-11-28T10:00:00.000Z',
      chain,
      status: 'confirmed',
      operationType: 'send',
      sentFrom: '0x1111111111111111111111111111111111111111',
      sentTo: '0x2222222222222222222222222222222222222222',
    },
    transfers,
  }
}

export const fungible = (numeric: string, direction: 'in' | 'out' = 'out', symbol = 'ETH'): TransactionTransfer => ({
  fungible_info: { name: symbol, symbol, icon: { url: 'https://api.example/icon.png' } },
  direction,
  quantity: { numeric },
})

export const nft = (isSpam: boolean | undefined, name = 'Free Mint'): TransactionTransfer => ({
  nft_info: { name, flags: isSpam === undefined ? {} : { is_spam: isSpam }, content: { preview: { url: 'https://api.example/nft.png' } } },
  direction: 'in',
  quantity: { numeric: '1' },
})
