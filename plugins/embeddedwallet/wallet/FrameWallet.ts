import type { CaipNetworkId, ChainNamespace, ConnectResult } from 'portico/core'
import type { FrameUser } from './frameNamespaceState.js'
import type { FrameRequestName, FrameRequestPayload, FrameSuccessPayload } from '../protocol/frameProtocol.js'

/** The embedded wallet's lazily loaded part, as the plugin's small entry drives it. */
export interface FrameWallet {
  /** Asks the frame (made now if it is not there, or again after a load that failed). */
  request<N extends FrameRequestName>(name: N, payload: FrameRequestPayload<N>): Promise<FrameSuccessPayload<N>>
  /** The signed-in user's accounts on `namespace` (GetUser), its chain plugin's provider made first. */
  connect(namespace: ChainNamespace, caipNetworkId?: CaipNetworkId): Promise<ConnectResult>
  /** The signed-in user as the frame last described them (GetUser), or undefined. */
  user(): FrameUser | undefined
  /** A session the frame still holds (IsConnected, then GetUser), or undefined. */
  restore(namespace: ChainNamespace): Promise<ConnectResult | undefined>
  /** Signs out (waiting 3 s at most) and ends every namespace's session, once however many namespaces ask. */
  disconnect(): Promise<void>
  providerOf(namespace: ChainNamespace): unknown
  /** The ApproveTransaction view's element, for the frame to show in while the visitor is needed. */
  attach(container: unknown): () => void
  /** Creates the frame now (a returning email visitor), without asking it anything. */
  preload(): void
  destroy(): void
}
