/**
 * The pairing a visitor is shown, as the slot (or a site's own QR code) reads it from
 * `kernel.store('walletConnect')`: nothing, the link being made, or the link (the SDK's
 * `display_uri`) with the time it stops being offered. A link that expires is replaced by a new
 * one in place; an ended pairing goes back to idle (its outcome is the connect() promise's).
 */
export type PairingState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; uri: string; expiresAt: number }

/**
 * A wallet app opened on the link: nothing opened, opened a moment ago and still being watched,
 * or the page stayed in front for 3 s after the tap (no app came up: the QR code is offered).
 */
export type AppLaunchStatus = 'idle' | 'opening' | 'notOpened'

export interface WalletConnectState {
  pairing: PairingState
  appLaunch: AppLaunchStatus
}

export const WALLETCONNECT_SLICE = 'walletConnect'

export const initialWalletConnectState = (): WalletConnectState => ({ pairing: { status: 'idle' }, appLaunch: 'idle' })

declare module '../../../core/kernel/types.js' {
  interface KernelSlices {
    walletConnect: WalletConnectState
  }
}
