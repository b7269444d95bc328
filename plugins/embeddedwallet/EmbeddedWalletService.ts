import type { FrameRequestName, FrameRequestPayload, FrameSuccessPayload } from './protocol/frameProtocol.js'

/**
 * What embeddedWallet() offers the login plugins on the frame (email, social, farcaster) as the
 * service 'embeddedWallet.frame': the frame's requests, and the connection once the frame has
 * signed the visitor in. They take it with `ctx.need('embeddedWallet.frame')`.
 */
export interface EmbeddedWalletService {
  /**
   * Asks the frame (SPEC section 3): loads the frame client and creates the frame on first use.
   * Rejects with portico/core's EmbeddedWalletError (the frame did not load, did not answer a
   * connect request within 120 s, the request was aborted) or the frame's own refusal.
   */
  request<N extends FrameRequestName>(name: N, payload: FrameRequestPayload<N>): Promise<FrameSuccessPayload<N>>
  /**
   * The frame signed the visitor in: connects the auth connector (GetUser) on the active chain's
   * namespace when the frame serves it, else on the first it serves; the user's other namespaces
   * join it. `loginMethod` is the caller's login method id: the connector belongs to it now, so
   * the caller's views (its code view, say) see the connection as theirs. Resolves once connected.
   */
  connect(loginMethod: string): Promise<void>
}

declare module 'portico/core' {
  interface ServiceRegistry {
    'embeddedWallet.frame': EmbeddedWalletService
  }
}
