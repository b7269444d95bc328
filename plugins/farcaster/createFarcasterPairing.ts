import { ConnectionError, LIMITS, STORAGE_KEYS, type Kernel, type KernelStorage, type LoginButton, type ServiceOf, type Store } from 'portico/core'
import type { FarcasterState } from './farcasterSlice.js'
import { setFarcasterUrl } from './setFarcasterUrl.js'

export interface FarcasterPairingParameters {
  kernel: Kernel
  frame: ServiceOf<'embeddedWallet.frame'>
  store: Store<FarcasterState>
  storage: KernelStorage
  now(): number
  /** The login method's id, which the embedded wallet's connector then belongs to. */
  loginMethod: string
  /** How the connection shows while it lasts (Account's wallet row): Farcaster's name and mark. */
  label: Pick<LoginButton, 'name' | 'icon'>
}

/**
 * The farcaster login's pairing (SPEC sections 2 and 4: "Farcaster instead shows a link in a
 * view"): the frame's link (GetFarcasterUri) goes into the slice and the account's farcasterUrl,
 * the frame waits for the visitor's Farcaster app to sign it (ConnectFarcaster), and the embedded
 * wallet connects; the username the frame reports is kept as SPEC's social username. Any failure
 * is SPEC section 8's 'Failed to connect to farcaster', its cause kept.
 */
export function createFarcasterPairing({ kernel, frame, store, storage, now, loginMethod, label }: FarcasterPairingParameters): () => Promise<void> {
  const setPairing = (pairing: FarcasterState['pairing']) => store.setState((draft) => {
    draft.pairing = pairing
  })
  return async () => {
    setPairing({ status: 'loading' })
    try {
      const { url } = await frame.request('GetFarcasterUri', {})
      setPairing({ status: 'ready', uri: url, expiresAt: now() + LIMITS.pairing.lifetimeMs })
      setFarcasterUrl(kernel, url)
      const { userName } = await frame.request('ConnectFarcaster', {})
      if (userName !== undefined) storage.set(STORAGE_KEYS.socialUsername, userName)
      await frame.connect(loginMethod, { name: label.name, icon: label.icon })
      setPairing({ status: 'idle' })
    } catch (error) {
      setPairing({ status: 'idle' })
      throw new ConnectionError('FARCASTER_FAILED', { cause: error, ...(error instanceof Error ? { details: error.message } : {}) })
    }
  }
}
