import type { ChainNamespace } from '../constants/namespaces.js'
import type { OpenId } from './OpenId.js'
import type { ConnectorAccount } from './account.js'
import type { CaipNetworkId } from './network.js'

/**
 * What kind of connector it is ('ANNOUNCED', 'WALLET_CONNECT'...), for analytics and the site's own
 * code; plugins merge their types here. core/ and react/ never branch on it: they read the
 * connector's declared traits (installed, loginMethod, holdsLogin).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merged into by plugins
export interface ConnectorTypeRegistry {}
export type ConnectorType = OpenId<ConnectorTypeRegistry>

export interface ConnectorInfo {
  id: string
  name: string
  type: ConnectorType
  chain: ChainNamespace
  imageUrl?: string
  imageId?: string
  info?: { rdns?: string; icon?: string }
  explorerId?: string
  /** A wallet running in this browser (an extension, an injected provider): the Connect view tags it INSTALLED. */
  installed?: boolean
  /**
   * The login method it belongs to: its rows are that method's (a pairing's row, an email or social
   * section's account), not a row of its own in the external group.
   */
  loginMethod?: string
  /** Whether it keeps a login (an embedded wallet's): a reconnect that finds none clears the login cache. */
  holdsLogin?: boolean
}

export interface ConnectResult {
  accounts: readonly ConnectorAccount[]
  caipNetworkId: CaipNetworkId
}

/** A connector is what a login method or chain plugin offers; the kernel drives it, never inspects it. */
export interface Connector extends ConnectorInfo {
  connect(params: { caipNetworkId?: CaipNetworkId }): Promise<ConnectResult>
  disconnect(): Promise<void>
  /** Restores an earlier session silently on start; resolves undefined when there is none. */
  reconnect?(): Promise<ConnectResult | undefined>
  /** Whether disconnecting it ends every chain (pairing protocol, embedded wallet). */
  disconnectsAllChains?: boolean
  /**
   * The chain provider handshake: the wallet provider this connector holds for its namespace
   * (an EIP-1193 provider on eip155), so the namespace's plugin can send its requests through a
   * connector another plugin made (a pairing protocol's). The namespace's plugin checks the shape
   * of what it gets; undefined while there is no session.
   */
  getProvider?(): unknown
}

/**
 * What `getProvider()` hands over on each namespace, for typing `getProvider(kernel, namespace)`:
 * a chain plugin adds its namespace's provider type here,
 * `declare module 'portico/core' { interface ProviderRegistry { eip155: Eip1193Provider } }`.
 * A namespace no plugin typed gets `unknown`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merged into by chain plugins
export interface ProviderRegistry {}

export type ProviderOf<N extends ChainNamespace> = N extends keyof ProviderRegistry ? ProviderRegistry[N] : unknown

export interface Connection {
  connectorId: string
  accounts: readonly { address: string; type?: string }[]
  auth?: { name: string }
}

/** SPEC section 4: connected is the active connector, active is among current connections. */
export type WalletStatus = 'connected' | 'active' | 'disconnected'

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
