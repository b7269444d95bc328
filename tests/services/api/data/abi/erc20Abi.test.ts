import { AbiCoder, encodeBytes32String } from 'ethers'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  cleanTokenText,
  decodeAddressTopic,
  decodeDecimals,
  decodeTokenText,
  decodeTransferAmount,
  decodeUint256,
  encodeBalanceOf,
} from '../../../../../services/api/data/abi/erc20Abi.js'

const abi = AbiCoder.defaultAbiCoder()

describe('decodeTokenText', () => {
  it('rule: an ABI string return is read as text', () => {
    expect(decodeTokenText(abi.encode(['string'], ['Portico USD']))).toBe('Portico USD')
  })

  it('rule: a bytes32 return (early tokens) is read up to its first zero byte', () => {
    expect(decodeTokenText(encodeBytes32String('MKR'))).toBe('MKR')
  })

  it('rule: control and format characters are removed and the text is bounded to 64 characters', () => {
    expect(decodeTokenText(abi.encode(['string'], ['Evil\u0000\u202e Token\n\t ']))).toBe('Evil Token')
    expect(decodeTokenText(abi.encode(['string'], ['x'.repeat(500)]))).toHaveLength(64)
  })

  it('rule: an offset or length pointing outside the data gives nothing rather than throwing', () => {
    const word = (value: bigint) => value.toString(16).padStart(64, '0')
    expect(decodeTokenText(`0x${word(1000n)}${word(3n)}`)).toBeUndefined()
    expect(decodeTokenText(`0x${word(32n)}${word(1000n)}${'41'.repeat(32)}`)).toBeUndefined()
    expect(decodeTokenText('0x')).toBeUndefined()
    expect(decodeTokenText('0x1234')).toBeUndefined()
    expect(decodeTokenText('nonsense')).toBeUndefined()
  })

  it('rule: any string an honest token returns is read back as its cleaned text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 80 }), (text) => {
        const decoded = decodeTokenText(abi.encode(['string'], [text]))
        const cleaned = cleanTokenText(text)
        expect(decoded).toBe(cleaned === '' ? undefined : cleaned)
      }),
    )
  })

  it('rule: no return data of any shape makes it throw', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), (bytes) => {
        const result = decodeTokenText(`0x${Buffer.from(bytes).toString('hex')}`)
        expect(result === undefined || typeof result === 'string').toBe(true)
      }),
    )
  })
})

describe('numbers and topics', () => {
  it('rule: decimals above 255 mean the contract is not an ERC-20 token', () => {
    expect(decodeDecimals(abi.encode(['uint256'], [6]))).toBe(6)
    expect(decodeDecimals(abi.encode(['uint256'], [255]))).toBe(255)
    expect(decodeDecimals(abi.encode(['uint256'], [256]))).toBeUndefined()
    expect(decodeDecimals('0x')).toBeUndefined()
  })

  it('rule: a uint256 word decodes exactly, whatever its size', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: (1n << 256n) - 1n }), (value) => {
        expect(decodeUint256(abi.encode(['uint256'], [value]))).toBe(value)
        expect(decodeTransferAmount(abi.encode(['uint256'], [value]))).toBe(value)
      }),
    )
  })

  it('rule: an address topic must carry 12 zero bytes before the address', () => {
    const address = '0x' + 'ab'.repeat(20)
    expect(decodeAddressTopic(`0x${'0'.repeat(24)}${'AB'.repeat(20)}`)).toBe(address)
    expect(decodeAddressTopic(`0x${'1'.repeat(24)}${'ab'.repeat(20)}`)).toBeUndefined()
  })

  it('rule: a Transfer amount is exactly one data word', () => {
    expect(decodeTransferAmount('0x')).toBeUndefined()
    expect(decodeTransferAmount(`0x${'0'.repeat(128)}`)).toBeUndefined()
  })

  it('rule: balanceOf is the selector and the owner as one word', () => {
    expect(encodeBalanceOf('0x' + 'AB'.repeat(20))).toBe(`0x70a08231${'0'.repeat(24)}${'ab'.repeat(20)}`)
  })
})
