import { isPorticoError } from '../errors/PorticoError.js'

/** The text the wallet list shows beside its retry button; raw messages could carry details. */
export function walletErrorMessage(error: unknown): string {
  return isPorticoError(error) ? error.shortMessage : 'The wallet list could not be loaded'
}
