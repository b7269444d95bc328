import { codedErrorClass } from 'portico/core'

/**
 * Failures of the walletConnect plugin that SPEC section 8 has no text for. A visitor never sees
 * these texts: a failed connection reaches them as ConnectionError ('Connection rejected', 'Failed
 * to connect') with one of these as its `cause`, so a developer can tell why.
 */
export const walletConnectErrors = {
  RELAY_TIMEOUT: 'The WalletConnect relay did not answer in time',
  INVALID_SESSION: 'The wallet sent an unusable WalletConnect session',
  INVALID_PAIRING_URI: 'The WalletConnect library produced an unusable pairing link',
  INVALID_RELAY_URL: 'The WalletConnect relay URL is invalid',
} as const

export const WalletConnectError = codedErrorClass('WalletConnectError', walletConnectErrors)
export type WalletConnectError = InstanceType<typeof WalletConnectError>
export type WalletConnectErrorCode = keyof typeof walletConnectErrors
