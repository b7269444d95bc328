import type { IncomingHttpHeaders } from 'node:http'

/** Where a trusted reverse proxy says the request came from and was addressed to. */
export interface Forwarded {
  /** The client's address: the first of X-Forwarded-For. */
  client: string | undefined
  /** The base URL the client used for this API: protocol, host and any prefix the proxy strips. */
  publicBase: string | undefined
}

const HOST = /^(?:[a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63})*|\[[0-9a-f:.]{2,45}\])(?::\d{1,5})?$/i
const PREFIX = /^(?:\/[\w.~-]{1,64}){1,8}$/
const ADDRESS = /^[0-9a-f:.]{2,45}$/i

/** The first of a comma-separated header, trimmed; proxies append, so the first is the client's side. */
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim()

/**
 * Reads X-Forwarded-For, -Proto, -Host (else Host) and -Prefix, each checked for shape: a value a
 * client forged past a proxy that does not overwrite them reads as absent, never as a URL we would
 * write into an answer. Only for an operator who said the proxy is trusted.
 */
export function readForwarded(headers: IncomingHttpHeaders): Forwarded {
  const client = first(headers['x-forwarded-for'])
  const proto = first(headers['x-forwarded-proto'])?.toLowerCase()
  const host = first(headers['x-forwarded-host']) ?? headers.host
  const prefix = first(headers['x-forwarded-prefix'])?.replace(/\/+$/, '')
  const validHost = host !== undefined && HOST.test(host)
  return {
    client: client !== undefined && ADDRESS.test(client) ? client : undefined,
    publicBase: validHost ? `${proto === 'https' ? 'https' : 'http'}://${host}${prefix && PREFIX.test(prefix) ? prefix : ''}` : undefined,
  }
}
