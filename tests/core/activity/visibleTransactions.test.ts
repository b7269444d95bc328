import { describe, expect, it } from 'vitest'
import { isAllSpamNfts, visibleTransactions } from '../../../core/activity/visibleTransactions.js'
import { fungible, nft, transactionOf } from './transactionFixture.js'

const ACTIVE = 'eip155:1'

describe('visibleTransactions', () => {
  it('rule: Transactions whose transfers are all spam-flagged NFTs are hidden', () => {
    const spam = transactionOf('spam', ACTIVE, [nft(true), nft(true, 'Claim your reward')])
    const mixed = transactionOf('mixed', ACTIVE, [nft(true), nft(false)])
    const spamAndToken = transactionOf('spam-and-token', ACTIVE, [nft(true), fungible('2')])
    const unflagged = transactionOf('unflagged', ACTIVE, [nft(undefined)])
    const plain = transactionOf('plain', ACTIVE)
    expect(visibleTransactions([spam, mixed, spamAndToken, unflagged, plain], ACTIVE).map((t) => t.id)).toEqual(['mixed', 'spam-and-token', 'unflagged', 'plain'])
    expect(isAllSpamNfts(spam)).toBe(true)
    expect(isAllSpamNfts(mixed)).toBe(false)
  })

  it('rule: a transaction with no transfers (a contract call) is not spam and is kept', () => {
    const call = transactionOf('call', ACTIVE, [])
    expect(isAllSpamNfts(call)).toBe(false)
    expect(visibleTransactions([call], ACTIVE)).toEqual([call])
  })

  it('rule: Transactions are kept only if on the active chain', () => {
    const here = transactionOf('here', ACTIVE)
    const elsewhere = transactionOf('elsewhere', 'eip155:10')
    const otherFamily = transactionOf('other-family', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
    expect(visibleTransactions([elsewhere, here, otherFamily], ACTIVE)).toEqual([here])
  })

  it('rule: the order the source gave (newest first) is kept', () => {
    const list = ['c', 'b', 'a'].map((id) => transactionOf(id, ACTIVE))
    expect(visibleTransactions(list, ACTIVE).map((t) => t.id)).toEqual(['c', 'b', 'a'])
  })
})
