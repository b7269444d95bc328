import { ELLIPSIS } from './typography.js'

const MAX_SHOWN = 40

/**
 * The `details` line of a FormatError: what was received, cut short, because a balance or an
 * amount may come from a wallet, an API or a form field and can be anything at all. Never throws
 * (a symbol cannot go through a template literal; String() takes it).
 */
export function describeInput(value: unknown): string {
  if (typeof value === 'string') {
    const shown = value.length > MAX_SHOWN ? `${value.slice(0, MAX_SHOWN)}${ELLIPSIS}` : value
    return `received ${JSON.stringify(shown)}`
  }
  if (typeof value === 'number' || typeof value === 'bigint') return `received the ${typeof value} ${String(value)}`
  return `received ${value === null ? 'null' : typeof value}`
}
