import type { ConnectorInfo } from './connector.js'

/**
 * A wallet installed in this browser, one entry however many chain families it serves: the
 * extension login method merges the connectors that chain plugins discover (EIP-6963, Wallet
 * Standard, injected globals...) by reverse-DNS id, else by name. Plain data: the live connector
 * is found again by id and namespace when connecting.
 */
export interface BrowserWallet {
  /** The reverse-DNS id when the wallet gave one, else `name:` and its name in lower case. */
  id: string
  name: string
  icon?: string
  rdns?: string
  /** One connector per namespace, in the kernel's namespace order. */
  connectors: readonly ConnectorInfo[]
  /** Whether it serves two namespaces or more, so the visitor picks one before connecting. */
  multiChain: boolean
}
