import { ELLIPSIS } from '../format/typography.js'

const MAX_SHOWN = 80

/**
 * The `details` line of a CAIP error: what was received, cut short, because the value may come
 * from a wallet or a frame message and can be arbitrarily long or not a string at all.
 */
export function describeReceived(value: unknown): string {
  if (typeof value !== 'string') return `received ${value === null ? 'null' : typeof value}, expected a string`
  const shown = value.length > MAX_SHOWN ? `${value.slice(0, MAX_SHOWN)}${ELLIPSIS}` : value
  return `received ${JSON.stringify(shown)}`
}
