import { LIMITS } from '../constants/limits.js'

/** SPEC section 5's display rules and section 9's number default, as numbers the formatters share. */
export const DISPLAY_RULES = {
  /** 'Balance display is floored to 3 decimals.' */
  balanceDecimals: 3,
  /** 'Token fiat balance uses 2 decimals'; section 9: 'Number formatting: 2 decimals default'. */
  fiatDecimals: LIMITS.numberDecimals,
  /** 'Transaction amounts show 3 decimals.' */
  amountDecimals: 3,
  /** 'Addresses are shown as 4 leading and 6 trailing characters.' */
  addressLeading: 4,
  addressTrailing: 6,
} as const
