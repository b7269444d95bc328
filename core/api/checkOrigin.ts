import { showAlert } from '../actions/notifications.js'
import type { AlertCode } from '../errors/AlertError.js'
import { ApiError, isApiError, isApiUnreachable } from '../errors/ApiError.js'
import type { Kernel } from '../kernel/types.js'
import type { Features } from '../options/types.js'
import type { ApiClient } from './createApiClient.js'
import { loadApiClient } from './loadApiClient.js'

export type OriginCheckResult =
  | { status: 'skipped' }
  | { status: 'allowed' }
  | { status: 'blocked'; alert: AlertCode }

/** portico/core does not export this, so the API reference shows its fields on checkOrigin. @inline */
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

/** Characters a DNS label or a port may hold: what one `*` of a pattern stands for. */
function isLabelChar(code: number): boolean {
  return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 45
}

/**
 * Whether an origin is on the project's list (SPEC section 5). A pattern without `*` must equal
 * the origin exactly. `*` alone allows every origin; elsewhere each `*` matches one or more label
 * characters, so `https://*.example.com` allows `https://app.example.com` but neither
 * `https://a.b.example.com` nor an origin on another scheme.
 */
export function isOriginAllowed(origin: string, patterns: readonly string[]): boolean {
  return patterns.some((pattern) => pattern === '*' || pattern === origin || (pattern.includes('*') && matchesPattern(pattern, origin)))
}

/**
 * A glob match without regular expressions: no pattern characters need escaping, and a hostile
 * pattern such as `*-*-*-*-…` cannot cause catastrophic backtracking. `reach[j]` is whether the
 * pattern so far can end exactly after `text[j - 1]`; the work is pattern length × text length.
 */
export function matchesPattern(pattern: string, text: string): boolean {
  let reach = new Uint8Array(text.length + 1)
  reach[0] = 1
  for (let i = 0; i < pattern.length; i++) {
    const token = pattern[i]!
    const next = new Uint8Array(text.length + 1)
    let any = false
    for (let j = 0; j < text.length; j++) {
      const matched = token === '*'
        ? isLabelChar(text.charCodeAt(j)) && (reach[j] === 1 || next[j] === 1)
        : reach[j] === 1 && text[j] === token
      if (matched) {
        next[j + 1] = 1
        any = true
      }
    }
    if (!any) return false
    reach = next
  }
  return reach[text.length] === 1
}
