import { ELLIPSIS } from './displayCharacters.js'

/**
 * The `details` line of a FormatError: what was received, cut short, because a balance or an
 * amount may come from a wallet, an API or a form field and can be anything at all. Never throws
 * (a symbol cannot go through a template literal; String() takes it). A string is cut at `maxShown`.
 */
export function describeInput(value: unknown, maxShown = 40): string {
  if (typeof value === 'string') {
    const shown = value.length > maxShown ? `${value.slice(0, maxShown)}${ELLIPSIS}` : value
    return `received ${JSON.stringify(shown)}`
  }
  if (typeof value === 'number' || typeof value === 'bigint') return `received the ${typeof value} ${String(value)}`
  return `received ${value === null ? 'null' : typeof value}`
}

/**
 * The `details` line of a CAIP error: what was received, cut short, because the value may come
 * from a wallet or a frame message and can be arbitrarily long or not a string at all.
 */
export function describeReceived(value: unknown): string {
  if (typeof value !== 'string') return `received ${value === null ? 'null' : typeof value}, expected a string`
  return describeInput(value, 80)
}
