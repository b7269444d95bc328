import { combine, split } from 'shamir-secret-sharing'

/** The three shares of a wallet's entropy; any two rebuild it (docs/embedded-wallet.md). */
export interface EntropyShares {
  device: Uint8Array
  auth: Uint8Array
  recovery: Uint8Array
}

/** Splits the entropy 2-of-3 with shamir-secret-sharing. */
export async function splitEntropy(entropy: Uint8Array): Promise<EntropyShares> {
  const [device, auth, recovery] = await split(entropy, 3, 2)
  if (!device || !auth || !recovery) throw new Error('shamir-secret-sharing gave fewer than three shares')
  return { device, auth, recovery }
}

/** The entropy of two distinct shares. A share that is not one of the wallet's gives other bytes, never an error: callers check the addresses. */
export async function combineShares(first: Uint8Array, second: Uint8Array): Promise<Uint8Array> {
  return combine([first, second])
}
