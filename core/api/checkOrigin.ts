import { showAlert } from '../actions/notifications.js'
import type { AlertCode } from '../errors/AlertError.js'
import { ApiError, isApiError, isApiUnreachable } from '../errors/ApiError.js'
import type { Kernel } from '../kernel/types.js'
import type { Features } from '../options/types.js'
import type { ApiClient } from './createApiClient.js'
import { loadApiClient } from './loadApiClient.js'
import { isOriginAllowed } from './isOriginAllowed.js'

export type OriginCheckResult =
  | { status: 'skipped' }
  | { status: 'allowed' }
  | { status: 'blocked'; alert: AlertCode }

export interface CheckOriginOptions {
  /** The client to ask, or its loading; without it one is loaded for this call. */
  client?: ApiClient | Promise<ApiClient>
}

const ORIGINS_ENDPOINT = 'GET /projects/v1/origins'

/** SPEC section 5: the origin matters only when email or social login runs through the secure frame. */
export function needsOriginCheck(features: Features): boolean {
  return features.email || (Array.isArray(features.socials) && features.socials.length > 0)
}

/**
 * SPEC section 8's fetch rule: 429 is RATE_LIMITED, 500-599 is SERVER_ERROR, and any other
 * failure of an answered request (other statuses, an invalid body) is an empty list. A request
 * that got no answer at all (offline, DNS, a time-out) is rethrown as it is: the API refused no
 * origin, so it must not read as an empty list (issue 21).
 */
export async function fetchAllowedOrigins(client: ApiClient): Promise<string[]> {
  try {
    return await client.getAllowedOrigins()
  } catch (error) {
    if (isApiUnreachable(error)) throw error
    if (isApiError(error, 'API_HTTP_ERROR') && error.status !== undefined) {
      if (error.status === 429) throw new ApiError('API_RATE_LIMITED', { endpoint: ORIGINS_ENDPOINT, status: 429, cause: error })
      if (error.status >= 500 && error.status <= 599) {
        throw new ApiError('API_SERVER_ERROR', { endpoint: ORIGINS_ENDPOINT, status: error.status, cause: error })
      }
    }
    return []
  }
}

/**
 * Checks the page's origin against the project's allowed origins (SPEC section 8) and shows the
 * matching alert when it fails; an API that gave no answer shows Configuration Unavailable. A
 * kernel without `apiUrl` has no origin check. It never throws: the outcome is the result and the alert.
 */
export async function checkOrigin(kernel: Kernel, options: CheckOriginOptions = {}): Promise<OriginCheckResult> {
  if (!kernel.options.apiUrl || !needsOriginCheck(kernel.store('options').getState().features)) return { status: 'skipped' }
  const block = (alert: AlertCode, description?: string, cause?: unknown): OriginCheckResult => {
    showAlert(kernel, { code: alert, ...(description === undefined ? {} : { description }), cause })
    return { status: 'blocked', alert }
  }
  const { projectId, origin } = kernel.options
  // Without a project id nothing can be checked, and without an origin this is no browser page.
  if (!projectId || !origin) return block('PROJECT_ID_NOT_CONFIGURED')

  try {
    const allowedOrigins = await fetchAllowedOrigins(await (options.client ?? loadApiClient(kernel, ORIGINS_ENDPOINT)))
    if (!isOriginAllowed(origin, allowedOrigins)) return block('ORIGIN_NOT_ALLOWED')
    return { status: 'allowed' }
  } catch (error) {
    if (isApiUnreachable(error)) return block('CONFIGURATION_UNAVAILABLE', undefined, error)
    if (isApiError(error, 'API_RATE_LIMITED')) return block('RATE_LIMITED', undefined, error)
    if (isApiError(error, 'API_SERVER_ERROR')) {
      const cause = error.cause instanceof Error ? error.cause : error
      return block('SERVER_ERROR', cause.message, error)
    }
    return block('PROJECT_ID_NOT_CONFIGURED', undefined, error)
  }
}
