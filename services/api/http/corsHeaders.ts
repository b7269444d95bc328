import type { IncomingHttpHeaders } from 'node:http'

const HEADER_NAME = /^[a-z0-9-]{1,64}$/
const MAX_REQUESTED_HEADERS = 20

/**
 * What a request's page may do with the answer: read it (`allowOrigin`, `*` or the page's own
 * origin, none to refuse), and reach this server across a private network boundary.
 */
export interface CorsGrant {
  allowOrigin: string | undefined
  privateNetwork: boolean
}

/** Decides the grant of a request from its page's origin (absent outside browsers) and its URL. */
export type CorsPolicy = (origin: string | undefined, url: URL | undefined) => Promise<CorsGrant>

/** Any page may read every answer: the server's default, for routes that hold nothing private. */
export const OPEN_CORS: CorsPolicy = async () => ({ allowOrigin: '*', privateNetwork: true })

/** The headers every answer carries for `grant`. An echoed origin varies the answer by Origin. */
export function corsHeaders(grant: CorsGrant): Record<string, string> {
  if (grant.allowOrigin === undefined) return { vary: 'origin' }
  return grant.allowOrigin === '*' ? { 'access-control-allow-origin': '*' } : { 'access-control-allow-origin': grant.allowOrigin, vary: 'origin' }
}

/**
 * The answer to a preflight. The headers asked for are allowed when they look like header names:
 * no credentials are ever allowed, so they grant nothing a page could abuse.
 */
export function preflightHeaders(request: IncomingHttpHeaders, methods: readonly string[], grant: CorsGrant): Record<string, string> {
  const asked = (request['access-control-request-headers'] ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter((name) => HEADER_NAME.test(name))
    .slice(0, MAX_REQUESTED_HEADERS)
  const headers: Record<string, string> = {
    ...corsHeaders(grant),
    'access-control-allow-methods': methods.join(', '),
    'access-control-allow-headers': [...new Set(['content-type', ...asked])].join(', '),
    'access-control-max-age': '600',
  }
  // Chrome's Private Network Access asks before a public page may call a server on a private address.
  if (grant.privateNetwork && grant.allowOrigin !== undefined && request['access-control-request-private-network'] === 'true') {
    headers['access-control-allow-private-network'] = 'true'
  }
  return headers
}
