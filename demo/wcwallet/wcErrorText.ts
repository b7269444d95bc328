import { WC_URI_ERRORS } from './parseWcUri.js'

/**
 * An SDK failure in the words the visitor reads. The SDK's own messages are meant for developers
 * ("Missing or invalid. pair() uri#symKey"); the ones a visitor can act on get plain words.
 */
export function wcErrorText(error: unknown, action: string): string {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : String((error as { message?: unknown })?.message ?? error)
  if (/Pairing already exists/i.test(message)) return 'This WalletConnect link was already used. Ask the site for a new QR code.'
  if (/expired/i.test(message)) return WC_URI_ERRORS.expired
  if (/Missing or invalid\. pair\(\)/i.test(message)) return WC_URI_ERRORS.damaged
  return `${action} failed: ${message.split('\n')[0] || 'an unknown error'}.`.replace(/\.\.$/, '.')
}
