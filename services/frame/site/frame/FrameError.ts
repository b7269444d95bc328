import { FRAME_ERROR_MESSAGES } from '../../../../plugins/embeddedwallet/protocol/frameProtocol.js'

/**
 * What the frame refuses a request with, in the texts the site shows or maps (SPEC section 8 for
 * unverified_domain, 'Request was aborted' and the connection errors; EIP-1193's rejection text).
 */
export const FRAME_ERROR_TEXTS = {
  UNVERIFIED_DOMAIN: FRAME_ERROR_MESSAGES.unverifiedDomain,
  USER_REJECTED: 'User rejected the request',
  ABORTED: 'Request was aborted',
  UNSUPPORTED_METHOD: 'Unsupported method',
  UNSUPPORTED_REQUEST: 'This request is not supported by this wallet',
  NOT_CONNECTED: 'Not connected to email or social',
  NO_PENDING_LOGIN: 'Request a code first',
  NO_FARCASTER_LINK: 'Ask for a Farcaster link first',
  FARCASTER_ABANDONED: 'The Farcaster sign-in was abandoned',
  WRONG_ACCOUNT: 'The request names an account this wallet does not hold',
  INVALID_PARAMS: 'The request parameters are not valid',
  NO_RPC_URL: 'No RPC URL is known for this chain',
  NODE_REFUSED: 'The network refused the transaction',
  NOT_A_RESULT_LINK: 'This is not a sign-in result of this wallet',
  SOCIAL_ATTEMPT_UNKNOWN: 'This sign-in was not started here or has expired, start again',
  WALLET_MISMATCH: 'This wallet does not match the addresses recorded for this email',
} as const

export type FrameErrorCode = keyof typeof FRAME_ERROR_TEXTS

/** A refusal whose text reaches the site as the error message of the request. */
export class FrameError extends Error {
  constructor(readonly code: FrameErrorCode, details?: string) {
    super(details ? `${FRAME_ERROR_TEXTS[code]}: ${details}` : FRAME_ERROR_TEXTS[code])
    this.name = 'FrameError'
  }
}
