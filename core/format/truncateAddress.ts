import { FormatError } from '../errors/FormatError.js'
import { describeInput } from './describeInput.js'
import { ELLIPSIS } from './displayCharacters.js'
import { DISPLAY_RULES } from './formatAmount.js'

const { addressLeading, addressTrailing } = DISPLAY_RULES

/**
 * An address shortened for display (SPEC section 5: '4 leading and 6 trailing characters'):
 * '0x12…abcdef'. An address that the cut would not make shorter (11 characters or fewer) is
 * returned whole, since hiding characters then gains nothing. Counted in code points, so a
 * non-ASCII name passed by mistake is never split inside a character.
 */
export function truncateAddress(address: string): string {
  if (typeof address !== 'string') throw new FormatError('INVALID_ADDRESS', { details: `${describeInput(address)}, expected a string` })
  const characters = Array.from(address)
  if (characters.length <= addressLeading + 1 + addressTrailing) return address
  return `${characters.slice(0, addressLeading).join('')}${ELLIPSIS}${characters.slice(-addressTrailing).join('')}`
}
