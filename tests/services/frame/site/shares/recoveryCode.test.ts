import { describe, expect, it } from 'vitest'
import { createRecoveryCode, normalizeRecoveryCode, openRecoveryShare, sealRecoveryShare } from '../../../../../services/frame/site/shares/recoveryCode.js'

// Fewer rounds than the frame's 600,000 keep the test quick; the rounds are a parameter, not the rule.
const ROUNDS = 1_000
const share = Uint8Array.from({ length: 17 }, (_, index) => 255 - index)

describe('recoveryCode', () => {
  it('rule: a code is 5 groups of 4 base32 characters, fresh each time', () => {
    const code = createRecoveryCode()
    expect(code).toMatch(/^[A-Z2-7]{4}(-[A-Z2-7]{4}){4}$/)
    expect(createRecoveryCode()).not.toBe(code)
  })

  it('rule: the right code opens the sealed share, typed in any case and spacing', async () => {
    const code = createRecoveryCode()
    const box = await sealRecoveryShare(share, code, ROUNDS)
    expect(await openRecoveryShare(box, code, ROUNDS)).toEqual(share)
    expect(await openRecoveryShare(box, ` ${code.toLowerCase().replace(/-/g, ' ')} `, ROUNDS)).toEqual(share)
  })

  it('rule: a wrong code does not open it', async () => {
    const box = await sealRecoveryShare(share, 'AAAA-BBBB-CCCC-DDDD-EEEE', ROUNDS)
    expect(await openRecoveryShare(box, 'AAAA-BBBB-CCCC-DDDD-EEEF', ROUNDS)).toBeUndefined()
    expect(await openRecoveryShare(box, 'not a code', ROUNDS)).toBeUndefined()
  })

  it('rule: a malformed box is refused, not thrown', async () => {
    expect(await openRecoveryShare('%%%', 'AAAA-BBBB-CCCC-DDDD-EEEE', ROUNDS)).toBeUndefined()
    expect(await openRecoveryShare('AAAA', 'AAAA-BBBB-CCCC-DDDD-EEEE', ROUNDS)).toBeUndefined()
  })

  it('rule: the sealed box does not contain the share in the clear', async () => {
    const box = Buffer.from(await sealRecoveryShare(share, createRecoveryCode(), ROUNDS), 'base64')
    expect(box.includes(Buffer.from(share))).toBe(false)
  })

  it('rule: digits the alphabet lacks are read as the letters they look like', () => {
    expect(normalizeRecoveryCode('0111 8AAA aaaa bbbb cccc')).toBe('OIII-BAAA-AAAA-BBBB-CCCC')
  })
})
