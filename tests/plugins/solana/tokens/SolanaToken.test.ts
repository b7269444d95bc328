import { describe, expect, it } from 'vitest'
import { solana, type SolanaToken } from '../../../../plugins/solana/index.js'

const DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
const USDC: SolanaToken = { mint: '4zMMC9srt5Ri5X14GAgXhaHii3GnPAEERYPJgZJDncDU', name: 'USD Coin', symbol: 'USDC', decimals: 6 }

describe('solana({ tokens })', () => {
  it('rule: a valid token list is taken', () => {
    expect(() => solana({ tokens: { [DEVNET]: [USDC] } })).not.toThrow()
  })

  it('rule: a token with 24 decimals is accepted on solana, as on evm: any count the amount formatter takes', () => {
    expect(() => solana({ tokens: { [DEVNET]: [{ ...USDC, decimals: 24 }] } })).not.toThrow()
  })

  it.each([['eip155:1'], ['devnet'], ['solana']])('rule: tokens keyed by %j, not a solana network id, are refused on solana as on evm', (key) => {
    expect(() => solana({ tokens: { [key]: [USDC] } })).toThrow(expect.objectContaining({ code: 'INVALID_TOKEN' }))
  })

  it.each([
    ['a mint that is not a Solana address', { ...USDC, mint: '0x' + 'ab'.repeat(20) }],
    ['negative decimals', { ...USDC, decimals: -1 }],
    ['no name', { ...USDC, name: '' }],
    ['a symbol with a space', { ...USDC, symbol: 'US DC' }],
  ])('rule: a token with %s is refused when solana() is called', (_, token) => {
    expect(() => solana({ tokens: { [DEVNET]: [token] } })).toThrow(expect.objectContaining({ code: 'INVALID_TOKEN' }))
  })
})
