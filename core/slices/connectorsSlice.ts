import type { BrowserWallet } from '../types/browserWallet.js'
import type { Connector } from '../types/connector.js'

export interface ConnectorsState {
  /** Every connector the sources discovered, in discovery order. */
  connectors: readonly Connector[]
  /** `connectors`' browser wallets merged one entry a wallet; the extension login method keeps it, else empty. */
  browserWallets: readonly BrowserWallet[]
}

export const initialConnectorsState = (): ConnectorsState => ({ connectors: [], browserWallets: [] })
