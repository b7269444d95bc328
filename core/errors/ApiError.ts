import { codedErrorClass, type CodedErrorOptions } from './PorticoError.js'

/** Failures of the provider API client (SPEC section 7). `{endpoint}` is a path template, never a raw id. */
export const apiErrors = {
  API_HTTP_ERROR: 'The provider API answered {endpoint} with HTTP {status}',
  API_INVALID_RESPONSE: 'The provider API sent an invalid response for {endpoint}',
  API_TIMEOUT: 'The provider API did not answer {endpoint} in time',
  API_NETWORK_ERROR: 'The provider API could not be reached for {endpoint}',
  API_ABORTED: 'The request to {endpoint} was aborted',
  API_RATE_LIMITED: 'The provider API rate-limited {endpoint}',
  API_SERVER_ERROR: 'The provider API failed with a server error for {endpoint}',
  API_INVALID_ID: 'An image id must be a non-empty path segment',
  API_WALLET_NOT_LISTED: 'Wallet images are fetched only for listed ids',
  API_NOT_CONFIGURED: 'No provider API is configured for {endpoint}',
} as const

export type ApiErrorCode = keyof typeof apiErrors

export interface ApiErrorOptions extends CodedErrorOptions {
  /** The endpoint as a template, e.g. `GET /getWalletImage/{id}`. */
  endpoint?: string
  /** The HTTP status, when the server answered. */
  status?: number
}

const ApiErrorBase = codedErrorClass('ApiError', apiErrors)

export class ApiError extends ApiErrorBase {
  readonly endpoint: string | undefined
  readonly status: number | undefined

  constructor(code: ApiErrorCode, options: ApiErrorOptions = {}) {
    const { endpoint, status, params, ...rest } = options
    super(code, { ...rest, params: { endpoint: endpoint ?? 'the provider API', status: status ?? 'error', ...params } })
    this.endpoint = endpoint
    this.status = status
  }
}

export function isApiError(error: unknown, code?: ApiErrorCode): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code)
}

/**
 * The provider API gave no answer at all (offline, a DNS failure, a refused connection, a time-out):
 * it refused nothing, so no alert may say it did.
 */
export function isApiUnreachable(error: unknown): error is ApiError {
  return isApiError(error, 'API_NETWORK_ERROR') || isApiError(error, 'API_TIMEOUT')
}
