import type { FrameRequestName, FrameRequestPayload, FrameSuccessPayload } from './protocol/frameProtocol.js'

/** What the frame site's social result page reports: the result link to finish with, or the provider's refusal. */
export type SocialResult = { resultUri: string } | { error: string }

/** How the connection shows while it lasts: the way the visitor came in ("GitHub") and its mark. */
export interface LoginLabel {
  name: string
  icon?: string
}

/**
 * What embeddedWallet() offers the login plugins on the frame (email, social, farcaster) as the
 * service 'embeddedWallet.frame': the frame's requests, what the frame site's other pages report
 * (the social popup's result), and the connection once the frame has signed the visitor in. They
 * take it with `ctx.need('embeddedWallet.frame')`.
 */
export interface EmbeddedWalletService {
  /**
   * Whether the embedded wallet is offered to this visitor: not in a restricted time zone (SPEC
   * sections 6 and 9: mainland China, Hong Kong, Macau). A login plugin offers nothing without it.
   */
  readonly available: boolean
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
   * the caller's views (its code view, say) see the connection as theirs, and shows as `label`
   * (the email login's own name when absent). Resolves with what the frame knows of the user:
   * their name and email address, where they have them.
   */
  connect(loginMethod: string, label?: LoginLabel): Promise<{ userName?: string; email?: string }>
  /**
   * The next result the frame site's social result page posts to this window: heard from the
   * frame's origin alone (and from `source`, the popup, when given) and parsed by the protocol's
   * schema; anything else is ignored. Rejects with the signal's reason once it is aborted.
   */
  socialResult(source: Window | null, signal: AbortSignal): Promise<SocialResult>
  /**
   * A social result that came back in this page's address (the full-page redirect flow of a
   * phone), parsed and taken out of the address so that a reload does not use it twice;
   * undefined when there is none.
   */
  takeSocialReturn(): Promise<SocialResult | undefined>
}

declare module 'portico/core' {
  interface ServiceRegistry {
    'embeddedWallet.frame': EmbeddedWalletService
  }
}
