import type { AppLaunchStatus, PairingSnapshot, PairingStatus } from 'portico/core'

export type { AppLaunchStatus }
/** The pairing a visitor is shown and the app launched on it, as react/'s pairing view reads them. */
export type WalletConnectState = PairingSnapshot
/** Nothing, the link being made, or the link (the SDK's `display_uri`) with the time it stops being offered. */
export type PairingState = PairingStatus

export const WALLETCONNECT_SLICE = 'walletConnect'

export const initialWalletConnectState = (): WalletConnectState => ({ pairing: { status: 'idle' }, appLaunch: 'idle' })

declare module 'portico/core' {
  interface KernelSlices {
    walletConnect: WalletConnectState
  }
}
