import { isPorticoError } from '../core/index.js'

/**
 * What a visitor reads when an action fails: Portico's own text (SPEC section 8's words) when the
 * error is Portico's, else the first line of whatever was thrown.
 */
export function errorText(error: unknown): string {
  if (isPorticoError(error)) return error.shortMessage
  const message = error instanceof Error ? error.message : typeof (error as { message?: unknown })?.message === 'string' ? (error as { message: string }).message : String(error)
  return message.split('\n')[0] || 'Something went wrong'
}
