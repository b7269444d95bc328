import { describe, expect, it } from 'vitest'
import { SendError } from '../../../../core/errors/SendError.js'
import { checkSendForm, maxAmount } from '../../../../react/views/Send/checkSendForm.js'
import { mayRetry } from '../../../../react/views/Send/useSendTokens.js'

const form = { token: { symbol: 'ETH', decimals: 18 }, balance: '1', amount: '0.5', receiver: '0xabc', isAddress: (a: string) => a.startsWith('0x') }
const messageOf = (run: () => unknown) => {
  try {
    run()
  } catch (error) {
    return (error as Error).message
  }
  return undefined
}

describe('checkSendForm', () => {
  it("rule: the send action's refusals, in its order and its texts", () => {
    expect(messageOf(() => checkSendForm({ ...form, amount: ' ' }))).toBe('An amount and receiver address are required')
    expect(messageOf(() => checkSendForm({ ...form, token: undefined }))).toBe('A token is required')
    expect(messageOf(() => checkSendForm({ ...form, receiver: 'nope' }))).toBe('The receiver address is not valid')
    expect(messageOf(() => checkSendForm({ ...form, amount: 'abc' }))).toBe('The amount must be a number greater than 0')
    expect(messageOf(() => checkSendForm({ ...form, amount: '0' }))).toBe('The amount must be a number greater than 0')
    expect(messageOf(() => checkSendForm({ ...form, amount: '1.000000000000000001' }))).toBe('The amount is more than your ETH balance')
  })

  it("rule: a receiver name that did not resolve is refused where the address is checked, with the name's own text", () => {
    const unknown = new SendError('UNKNOWN_RECEIVER_NAME', { params: { name: 'carol.portico.id' } })
    expect(messageOf(() => checkSendForm({ ...form, receiver: 'carol.portico.id', receiverError: unknown }))).toBe('No account has the name carol.portico.id')
    expect(messageOf(() => checkSendForm({ ...form, amount: '', receiverError: unknown }))).toBe('An amount and receiver address are required')
  })

  it('rule: a valid form gives the amount in raw units; the whole balance may be sent', () => {
    expect(checkSendForm(form)).toBe(5n * 10n ** 17n)
    expect(checkSendForm({ ...form, amount: '1' })).toBe(10n ** 18n)
  })
})

describe('maxAmount', () => {
  it('rule: Max on the native currency leaves the fee, and is nothing when the fee is larger', () => {
    expect(maxAmount(100n, 30n, true)).toBe(70n)
    expect(maxAmount(20n, 30n, true)).toBe(0n)
  })

  it('rule: Max waits for the fee on the native currency, and is the whole balance of a token', () => {
    expect(maxAmount(100n, undefined, true)).toBeUndefined()
    expect(maxAmount(100n, undefined, false)).toBe(100n)
  })
})

describe('mayRetry', () => {
  it('rule: a token balance read is retried no more often than every 30 s', () => {
    expect(mayRetry(undefined, 0)).toBe(true)
    expect(mayRetry(1_000, 30_999)).toBe(false)
    expect(mayRetry(1_000, 31_000)).toBe(true)
  })
})
