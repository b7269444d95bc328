/**
 * Every refusal of the frame's auth server: a stable code, its HTTP status and the text the frame
 * page may show as it is. SPEC section 5 gives the cooldown's text; the others are ours, and
 * docs/embedded-wallet.md lists them all.
 */
export const frameServerErrors = {
  INVALID_REQUEST: { status: 400, message: 'The request is not valid' },
  PROJECT_NOT_FOUND: { status: 404, message: 'Invalid project id' },
  ORIGIN_NOT_ALLOWED: { status: 403, message: 'Origin not allowed' },
  RATE_LIMITED: { status: 429, message: 'Please try again after {seconds} seconds' },
  EMAIL_SEND_FAILED: { status: 502, message: 'Could not send the code' },
  INVALID_CODE: { status: 400, message: 'Invalid code' },
  CODE_EXPIRED: { status: 400, message: 'The code has expired, request a new code' },
  TOO_MANY_ATTEMPTS: { status: 400, message: 'Too many attempts, request a new code' },
  UNAUTHORIZED: { status: 401, message: 'The session has ended, sign in again' },
  WALLET_EXISTS: { status: 409, message: 'This email already has a wallet' },
  SAME_EMAIL: { status: 400, message: 'This is already your email' },
  EMAIL_IN_USE: { status: 409, message: 'This email already has a wallet of its own' },
  PRIMARY_OTP_REQUIRED: { status: 409, message: 'Enter the code sent to your current email first' },
  FARCASTER_UNAVAILABLE: { status: 503, message: 'Farcaster sign-in is unavailable, try again later' },
  FARCASTER_EXPIRED: { status: 410, message: 'The Farcaster sign-in has expired, start again' },
  FARCASTER_NOT_FOUND: { status: 404, message: 'No such Farcaster sign-in, start again' },
  FARCASTER_REFUSED: { status: 401, message: 'Farcaster could not verify this sign-in' },
  NO_EMAIL: { status: 409, message: 'This account signs in without an email, so it has none to change' },
  PROVIDER_NOT_CONFIGURED: { status: 400, message: 'This sign-in provider is not set up for the project' },
  PROVIDER_UNAVAILABLE: { status: 502, message: 'The sign-in provider could not be reached, try again' },
  RETURN_TO_NOT_ALLOWED: { status: 400, message: 'returnTo must be an http(s) page on the site\'s own origin' },
  SOCIAL_STATE_INVALID: { status: 400, message: 'This sign-in has expired or was already used, start again' },
  SOCIAL_ATTEMPT_EXPIRED: { status: 400, message: 'The sign-in took too long, start again' },
  SOCIAL_RESULT_INVALID: { status: 400, message: 'This sign-in result is not valid here' },
  SOCIAL_RESULT_USED: { status: 409, message: 'This sign-in result was already used' },
  NOT_FOUND: { status: 404, message: 'Not found' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'The body must be JSON (content-type application/json)' },
  BODY_TOO_LARGE: { status: 413, message: 'The body is too large' },
  INTERNAL_ERROR: { status: 500, message: 'Internal server error' },
} as const satisfies Record<string, { status: number; message: string }>

export type FrameServerErrorCode = keyof typeof frameServerErrors

/**
 * A refusal the server answers `{ code, message }` with, at the code's status. `{seconds}` in a
 * text is filled from `params`; `message` replaces the text where a schema names the problem.
 */
export class FrameServerError extends Error {
  override readonly name = 'FrameServerError'
  readonly status: number
  readonly headers: Readonly<Record<string, string>>
  /** What went wrong in full, for the server's log only: never sent (a relay's or chain's own words). */
  readonly details: string | undefined

  constructor(
    readonly code: FrameServerErrorCode,
    options: { params?: Readonly<Record<string, string | number>>; message?: string; headers?: Readonly<Record<string, string>>; details?: string } = {},
  ) {
    const template: string = options.message ?? frameServerErrors[code].message
    super(template.replace(/\{(\w+)\}/g, (whole, name: string) => String(options.params?.[name] ?? whole)))
    this.status = frameServerErrors[code].status
    this.headers = options.headers ?? {}
    this.details = options.details
  }
}
