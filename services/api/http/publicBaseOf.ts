import type { IncomingHttpHeaders } from 'node:http'

const HOST = /^(?:[a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63})*|\[[0-9a-f:.]{2,45}\])(?::\d{1,5})?$/i
/** Up to eight path segments, none of them `.` or `..` (which a URL parser would resolve away). */
const PREFIX = /^(?:\/(?!\.\.?(?:\/|$))[\w.~-]{1,64}){1,8}$/

/** The last of a comma-separated header: the nearest proxy appends, so the last is the one we trust. */
const last = (value: string | string[] | undefined) => (Array.isArray(value) ? value.at(-1) : value)?.split(',').at(-1)?.trim()

/**
 * What publicBaseOf reads of a FastifyRequest. `protocol` is a string, not Fastify's 'http' | 'https':
 * from a trusted proxy it is X-Forwarded-Proto's last entry as sent.
 */
export interface ForwardedRequest {
  ips?: readonly string[] | undefined
  protocol: string
  host: string
  headers: IncomingHttpHeaders
}

/**
 * The base URL the client used for this API (protocol, host, and the prefix a proxy strips), from
 * a trusted proxy's X-Forwarded-Proto, -Host (else Host) and -Prefix; undefined unless the request
 * came through a trusted proxy, and for a host of the wrong shape, so no value of a client's
 * making is written into an answer.
 *
 * Fastify answers protocol and host from the forwarded headers only when the immediate peer is a
 * trusted proxy, but it keeps no such rule for X-Forwarded-Prefix and does not say whether the peer
 * was trusted. `ips` does: Fastify walks X-Forwarded-For from the peer and stops at the first
 * address it does not trust, so a list longer than the peer alone means the peer was trusted and
 * forwarded the request (a proxy that sets no X-Forwarded-For gets no public base).
 */
export function publicBaseOf(request: ForwardedRequest): string | undefined {
  if ((request.ips?.length ?? 0) < 2) return undefined
  const host = request.host
  if (!HOST.test(host)) return undefined
  const prefix = last(request.headers['x-forwarded-prefix'])?.replace(/\/+$/, '')
  return `${/^https$/i.test(request.protocol) ? 'https' : 'http'}://${host}${prefix && PREFIX.test(prefix) ? prefix : ''}`
}
