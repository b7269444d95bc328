import { codedErrorClass } from './PorticoError.js'

/**
 * Number and address formatting (SPEC sections 5 and 9). SPEC gives no visitor text for these; a
 * send form may show INVALID_NUMBER or TOO_MANY_DECIMALS next to the amount field.
 */
export const formatErrors = {
  INVALID_NUMBER: 'Invalid number',
  NUMBER_TOO_LARGE: 'Number too large',
  DIVISION_BY_ZERO: 'Division by zero',
  INVALID_DECIMALS: 'Invalid number of decimals',
  TOO_MANY_DECIMALS: 'Too many decimal places',
  INVALID_CURRENCY: 'Invalid currency code',
  INVALID_ADDRESS: 'Invalid address',
} as const

export const FormatError = codedErrorClass('FormatError', formatErrors)
export type FormatError = InstanceType<typeof FormatError>
export type FormatErrorCode = keyof typeof formatErrors
