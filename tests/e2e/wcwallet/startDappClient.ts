import type { EngineTypes, SessionTypes } from '@walletconnect/types'
import { startSignClient, type TestSignClient } from '../../services/relay/startSignClient.js'

/** What Portico's dApp side asks for: nothing required, the devnet chains and the usual methods optional. */
export const DAPP_NAMESPACES: EngineTypes.ConnectParams['optionalNamespaces'] = {
  eip155: {
    chains: ['eip155:31337', 'eip155:31338'],
    methods: ['personal_sign', 'eth_sendTransaction', 'eth_signTypedData_v4', 'wallet_switchEthereumChain', 'eth_sign'],
    events: ['accountsChanged', 'chainChanged'],
  },
}

export interface DappClient extends TestSignClient {
  /**
   * A pairing URI, and the session the wallet's answer settles (or its rejection). The SDK's
   * approval() must be called before the wallet answers: its delayed promise drops a settlement
   * that arrives first and then waits for its 5-minute expiry, so it is called here at once.
   */
  connect(namespaces?: EngineTypes.ConnectParams['optionalNamespaces']): Promise<{ uri: string; approval: Promise<SessionTypes.Struct> }>
}

/**
 * The site's side in the test process: a real sign-client on the local relay (memory storage,
 * telemetry and verification off: the relay tests' client), playing the dApp the wallet page pairs with.
 */
export async function startDappClient(relayUrl: string): Promise<DappClient> {
  const dapp = await startSignClient('dapp', relayUrl)
  return {
    ...dapp,
    async connect(namespaces = DAPP_NAMESPACES) {
      const { uri, approval } = await dapp.client.connect({ optionalNamespaces: namespaces })
      if (!uri) throw new Error('sign-client gave no pairing URI')
      const settled = approval()
      // A test that expects a rejection awaits it later; until then it is not "unhandled".
      settled.catch(() => undefined)
      return { uri, approval: settled }
    },
  }
}
