import type { ChainNamespace } from '../constants/namespaces.js'
import type { ConnectorAccount } from './account.js'
import type { CaipNetworkId } from './network.js'

export type ConnectorType = 'ANNOUNCED' | 'INJECTED' | 'WALLET_CONNECT' | 'AUTH' | 'MULTI_CHAIN'

export interface ConnectorInfo {
  id: string
  name: string
  type: ConnectorType
  chain: ChainNamespace
  imageUrl?: string
  imageId?: string
  info?: { rdns?: string; icon?: string }
  explorerId?: string
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
}
