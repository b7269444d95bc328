import type { IncomingHttpHeaders } from 'node:http'

const HEADER_NAME = /^[a-z0-9-]{1,64}$/
const MAX_REQUESTED_HEADERS = 20

/**
 * The widget runs on other sites' origins and sends no credentials, and every endpoint here is
 * public, so any origin may read the answers. Whether an origin may use a project is the widget's
 * check against GET /projects/v1/origins (and POST /e's own check), not CORS.
 */
export function corsHeaders(): Record<string, string> {
  return { 'access-control-allow-origin': '*' }
}

/**
 * The answer to a preflight. The headers asked for are allowed when they look like header names:
 * with `*` as the origin and no credentials they grant nothing a page could abuse.
 */
export function preflightHeaders(request: IncomingHttpHeaders, methods: readonly string[]): Record<string, string> {
  const asked = (request['access-control-request-headers'] ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter((name) => HEADER_NAME.test(name))
    .slice(0, MAX_REQUESTED_HEADERS)
  const headers: Record<string, string> = {
    ...corsHeaders(),
    'access-control-allow-methods': methods.join(', '),
    'access-control-allow-headers': [...new Set(['content-type', ...asked])].join(', '),
    'access-control-max-age': '600',
  }
  // Chrome's Private Network Access asks before a public page may call a loopback server.
  if (request['access-control-request-private-network'] === 'true') headers['access-control-allow-private-network'] = 'true'
  return headers
}
