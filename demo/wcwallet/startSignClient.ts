import { SignClient } from '@walletconnect/sign-client'
import type { IVerify } from '@walletconnect/types'
import { WALLET_ICON } from '../wallet/walletIcon.js'

export const TEST_WALLET_NAME = 'Portico Test Wallet'
/** Its own storage keys: the demo dApp's WalletConnect client shares this origin's IndexedDB. */
export const TEST_WALLET_STORAGE_PREFIX = 'portico-test-wallet'

export interface StartSignClientOptions {
  projectId: string
  relayUrl: string
  /** The page's origin: the metadata URL the site sees. */
  origin: string
}

export type TestWalletClient = Awaited<ReturnType<typeof SignClient.init>>

/**
 * The wallet side of WalletConnect, kept on this machine: the local relay, telemetry off (no
 * batches to the hosted events server), and the hosted Verify step off. The SDK has no option for
 * the last one: on every proposal and request its Verify client fetches an attestation (and a
 * public key) from verify.walletconnect.org, which offline stalls each one ~5 s. Its engine treats
 * a missing attestation as "UNKNOWN" (getVerifyContext: `c && ...`), which is the honest answer
 * here, so resolve() answers that without a request.
 */
export async function startSignClient(options: StartSignClientOptions): Promise<TestWalletClient> {
  const client = await SignClient.init({
    projectId: options.projectId,
    relayUrl: options.relayUrl,
    telemetryEnabled: false,
    customStoragePrefix: TEST_WALLET_STORAGE_PREFIX,
    logger: 'error',
    metadata: {
      name: TEST_WALLET_NAME,
      description: 'A stand-in for a phone wallet, on the devnet keys.',
      url: options.origin,
      icons: [WALLET_ICON],
    },
  })
  client.core.verify.resolve = offlineVerify
  return client
}

// The declared type says resolve() always finds a context; the engine copes with none (see above).
const offlineVerify = (async () => undefined) as unknown as IVerify['resolve']
