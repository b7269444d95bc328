import type { PairingSnapshot } from 'portico/core'

/** The farcaster link the pairing view shows (its QR code, or on a phone its button), as react/'s pairing view reads it. */
export type FarcasterState = PairingSnapshot

export const FARCASTER_SLICE = 'farcaster'

export const initialFarcasterState = (): FarcasterState => ({ pairing: { status: 'idle' }, appLaunch: 'idle' })

declare module 'portico/core' {
  interface KernelSlices {
    farcaster: FarcasterState
  }
}
