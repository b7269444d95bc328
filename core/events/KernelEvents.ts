import type { ChainNamespace } from '../constants/namespaces.js'
import type { PorticoError } from '../errors/PorticoError.js'
import type { ViewId } from '../router/ViewRegistry.js'
import type { ConnectionStatus } from '../types/account.js'
import type { CaipNetworkId } from '../types/network.js'

/**
 * Every event the kernel emits. Plugins add theirs by declaration merging:
 * `declare module 'portico/core' { interface KernelEvents { 'swap:quote': Quote } }`.
 * Events notify; they never carry an answer back (capabilities do that).
 */
export interface KernelEvents {
  'kernel:started': undefined
  'kernel:destroyed': undefined
  /** The browser's `online` event, heard from start to destroy: what failed for want of a network may try again. */
  'browser:online': undefined
  'modal:opened': { view: ViewId }
  'modal:closed': undefined
  'router:changed': { view: ViewId; action: 'push' | 'replace' | 'reset' | 'goBack' }
  'connection:status': { namespace: ChainNamespace; status: ConnectionStatus }
  'account:connected': { namespace: ChainNamespace; address: string; connectorId: string }
  'account:disconnected': { namespace: ChainNamespace }
  'network:changed': { namespace: ChainNamespace; caipNetworkId: CaipNetworkId }
  /** A wallet sits on a network the site did not configure (SPEC section 4); the modal reactions show UnsupportedChain. */
  'network:unsupported': { namespace: ChainNamespace }
  /**
   * Sessions ended (a disconnect, or the wallet's own end). `closeModal` says whether whoever ended
   * them asked for the modal to close: a visitor's disconnect does, a wallet's own end does not.
   */
  'session:ended': { namespaces: readonly ChainNamespace[]; closeModal: boolean }
  'options:warning': { message: string }
  /** An error a visitor may need to see; the renderer shows it as an alert or toast. */
  error: { error: PorticoError }
  /** An analytics event for the analytics reporter (SPEC section 7). */
  analytics: { event: string; properties?: Record<string, unknown> }
}
