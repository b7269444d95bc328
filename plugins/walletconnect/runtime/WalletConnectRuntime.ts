import type { ChainNamespace } from '../../../core/constants/namespaces.js'
import type { ConnectResult } from '../../../core/types/connector.js'
import type { CaipNetworkId } from '../../../core/types/network.js'
import type { Eip1193Like } from '../eip155/Eip1193Like.js'

/**
 * What the plugin does once a visitor needs WalletConnect: the lazily loaded part behind the
 * connectors. One per kernel, over one SDK provider and at most one session.
 */
export interface WalletConnectRuntime {
  /** A session with `namespace` (re-used, or paired through a link the slot shows); its accounts on one chain. */
  connect(namespace: ChainNamespace, caipNetworkId?: CaipNetworkId): Promise<ConnectResult>
  /** The stored session's accounts on `namespace`, or undefined when there is none to restore. */
  restore(namespace: ChainNamespace): Promise<ConnectResult | undefined>
  /** Ends the session with the wallet (once, however many namespaces ask). */
  disconnect(): Promise<void>
  /** Gives up a pairing the visitor walked away from: its connect() rejects with 'Modal closed'. */
  abort(): void
  /** The EIP-1193 provider over the session's eip155 accounts. */
  eip155Provider(): Eip1193Like
  /** Stops listening and closes the relay connection; the session stays stored for the next page. */
  destroy(): Promise<void>
}
