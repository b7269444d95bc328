import { getAddress } from 'ethers'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseUnits } from '../../../../../core/format/units.js'
import { toTransaction, type Movement, type StoredTransaction } from '../../../../../services/api/data/routes/toTransaction.js'

const ALICE = '0x' + 'a1'.repeat(20)
const BOB = '0x' + 'b2'.repeat(20)
const TOKEN = '0x' + 'c3'.repeat(20)
const native = { name: 'Ether', symbol: 'ETH', decimals: 18, iconUrl: 'http://127.0.0.1/public/getTokenImage/native' }
const context = (account: string) => ({ account, chainId: 'eip155:31337', native })

function stored(overrides: Partial<StoredTransaction> = {}): StoredTransaction {
  return { hash: '0x' + '01'.repeat(32), minedAt: 1_700_000_000, from: ALICE, to: BOB, contractAddress: null, value: 0n, hasInput: false, status: 'confirmed', ...overrides }
}

function token(from: string, to: string, amount: bigint, decimals = 6): Movement {
  return { from, to, amount, decimals, name: 'Portico USD', symbol: 'pUSD', iconUrl: `http://127.0.0.1/public/getTokenImage/${TOKEN}` }
}

describe('toTransaction', () => {
  it('rule: a native transfer is a send for the sender and a receive for the recipient', () => {
    const transaction = stored({ value: 1_500_000_000_000_000_000n })
    const sent = toTransaction(transaction, [], context(ALICE))
    expect(sent).toEqual({
      id: transaction.hash,
      metadata: {
        minedAt: '2023-11-14T22:13:20.000Z',
        chain: 'eip155:31337',
        status: 'confirmed',
        operationType: 'send',
        sentFrom: getAddress(ALICE),
        sentTo: getAddress(BOB),
      },
      transfers: [{ fungible_info: { name: 'Ether', symbol: 'ETH', icon: { url: native.iconUrl } }, direction: 'out', quantity: { numeric: '1.5' } }],
    })
    const received = toTransaction(transaction, [], context(BOB))
    expect(received.metadata.operationType).toBe('receive')
    expect(received.transfers[0]?.direction).toBe('in')
  })

  it('rule: sentFrom and sentTo are EIP-55 checksummed addresses', () => {
    const result = toTransaction(stored({ from: '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266', to: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8' }), [], context(ALICE))
    expect(result.metadata.sentFrom).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
    expect(result.metadata.sentTo).toBe('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
  })

  it('rule: a token transfer through a contract call is a send for the sender and a receive for the recipient, between the two of them, not the contract', () => {
    const transaction = stored({ to: TOKEN, hasInput: true })
    const movements = [token(ALICE, BOB, 2_500_000n)]
    expect(toTransaction(transaction, movements, context(ALICE))).toMatchObject({
      metadata: { operationType: 'send', sentFrom: getAddress(ALICE), sentTo: getAddress(BOB) },
      transfers: [{ fungible_info: { symbol: 'pUSD' }, direction: 'out', quantity: { numeric: '2.5' } }],
    })
    expect(toTransaction(transaction, movements, context(BOB))).toMatchObject({
      metadata: { operationType: 'receive', sentFrom: getAddress(ALICE), sentTo: getAddress(BOB) },
      transfers: [{ direction: 'in' }],
    })
  })

  it('rule: a call whose movements have several parties names the transaction\'s own sender and target', () => {
    const carol = '0x' + 'cc'.repeat(20)
    const result = toTransaction(stored({ to: TOKEN, hasInput: true }), [token(ALICE, BOB, 1n), token(ALICE, carol, 2n)], context(ALICE))
    expect(result.metadata).toMatchObject({ operationType: 'send', sentTo: getAddress(TOKEN) })
  })

  it('rule: only the movements the account takes part in are shown', () => {
    const carol = '0x' + 'cc'.repeat(20)
    const result = toTransaction(stored({ to: TOKEN, hasInput: true }), [token(ALICE, BOB, 1n), token(carol, BOB, 2n)], context(ALICE))
    expect(result.transfers).toHaveLength(1)
  })

  it('rule: a transfer to oneself is direction self and a send', () => {
    const result = toTransaction(stored({ to: ALICE, value: 1n }), [], context(ALICE))
    expect(result.transfers[0]?.direction).toBe('self')
    expect(result.metadata.operationType).toBe('send')
  })

  it('rule: a contract creation is a deploy sent to the new contract', () => {
    const result = toTransaction(stored({ to: null, contractAddress: TOKEN, hasInput: true }), [token('0x' + '00'.repeat(20), ALICE, 5n)], context(ALICE))
    expect(result.metadata.operationType).toBe('deploy')
    expect(result.metadata.sentTo.toLowerCase()).toBe(TOKEN)
  })

  it('rule: a call that moves nothing, or moves assets both ways, executes', () => {
    expect(toTransaction(stored({ to: TOKEN, hasInput: true }), [], context(ALICE)).metadata.operationType).toBe('execute')
    const swap = [token(ALICE, BOB, 1n), { ...token(BOB, ALICE, 2n), symbol: 'OTHER' }]
    expect(toTransaction(stored({ to: BOB, hasInput: true }), swap, context(ALICE)).metadata.operationType).toBe('execute')
  })

  it('rule: a failed transaction is failed, shows no movement, and keeps its intent', () => {
    const failedSend = toTransaction(stored({ value: 10n, status: 'failed' }), [], context(ALICE))
    expect(failedSend.metadata).toMatchObject({ status: 'failed', operationType: 'send' })
    expect(failedSend.transfers).toEqual([])
    expect(toTransaction(stored({ to: TOKEN, hasInput: true, status: 'failed' }), [], context(ALICE)).metadata.operationType).toBe('execute')
  })

  it('rule: quantity.numeric is a plain decimal string that reads back to the exact raw amount', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: (1n << 256n) - 1n }), fc.integer({ min: 0, max: 36 }), (amount, decimals) => {
        const [transfer] = toTransaction(stored({ to: TOKEN, hasInput: true }), [token(ALICE, BOB, amount, decimals)], context(ALICE)).transfers
        const numeric = transfer?.quantity.numeric ?? ''
        expect(numeric).toMatch(/^\d+(\.\d*[1-9])?$/)
        expect(numeric).not.toContain('NaN')
        expect(parseUnits(numeric, decimals)).toBe(amount)
      }),
    )
  })
})
