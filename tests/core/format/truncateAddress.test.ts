import { describe, expect, it } from 'vitest'
import { truncateAddress } from '../../../core/format/truncateAddress.js'
import { formatErrorCode } from './formatErrorCode.js'

describe('truncateAddress', () => {
  it.each([
    ['0x1234567890abcdef1234567890abcdef12345678', '0x12…345678'],
    ['7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV', '7EcD…wCFLtV'],
    ['bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', 'bc1q…wf5mdq'],
    ['abcdefghijkl', 'abcd…ghijkl'],
  ])('rule: an address shows its 4 leading and 6 trailing characters: %s shows %s', (address, expected) => {
    expect(truncateAddress(address)).toBe(expected)
  })

  it.each(['', 'short', '0x12345678', 'abcdefghijk'])(
    'rule: an address the cut would not shorten (11 characters or fewer) is returned whole: %j',
    (address) => {
      expect(truncateAddress(address)).toBe(address)
    },
  )

  it('rule: characters are counted in code points, never split in half', () => {
    expect(truncateAddress('😀'.repeat(12))).toBe(`${'😀'.repeat(4)}…${'😀'.repeat(6)}`)
    expect(truncateAddress('😀'.repeat(11))).toBe('😀'.repeat(11))
  })

  it.each([undefined, null, 42, {}])('rule: %j is not an address and is INVALID_ADDRESS', (address) => {
    expect(formatErrorCode(() => truncateAddress(address as never))).toBe('INVALID_ADDRESS')
  })
})
