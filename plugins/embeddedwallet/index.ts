// portico/plugins/embeddedwallet: the embedded wallet's secure frame, its AUTH connector and the
// service the email, social and farcaster logins use. Importing it loads no React and not the frame
// client: that loads on first use.
export { embeddedWallet, type EmbeddedWalletOptions } from './embeddedWallet.js'
export type { EmbeddedWalletService, LoginLabel, SocialResult } from './EmbeddedWalletService.js'
export { AUTH_CONNECTOR_ID, AUTH_CONNECTOR_NAME } from './connector/createAuthConnector.js'
export { EmbeddedFrameError, embeddedFrameErrors, type EmbeddedFrameErrorCode } from './EmbeddedFrameError.js'
// Types only: the protocol's schemas (and zod) load with the frame client.
export type {
  AppMessage, FrameEventName, FrameEventPayload, FrameMessage, FrameRequestName, FrameRequestPayload, FrameSuccessPayload,
} from './protocol/frameProtocol.js'
export { RESTRICTED_TIME_ZONES } from './restrictedTimeZone.js'
