import type { Sql } from '../db/Sql.js'

export { HttpError } from './HttpError.js'

export interface ApiRequest {
  method: string
  url: URL
  /** The path's `:name` segments, percent-decoded. */
  params: Readonly<Record<string, string>>
  /** The parsed JSON body; undefined when there is none (and for GET). */
  body: unknown
  /** Lower-case names. */
  headers: Readonly<Record<string, string | undefined>>
  /**
   * The base URL clients reach this API at, from a trusted proxy's forwarded headers; undefined
   * unless the server trusts its proxy (then URLs written into answers use the API's own URL).
   */
  publicBase?: string | undefined
}

export interface ApiResponse {
  status: number
  headers?: Readonly<Record<string, string>>
  /** Sent as JSON. */
  body?: unknown
  /** Sent as is, with the content-type of `headers`; wins over `body`. */
  raw?: Uint8Array | string
}

/** What the server hands every handler besides the request; a handler may ignore it. */
export interface RouteContext {
  sql: Sql
}

/** At most `max` requests a client may make in each window of `windowMs`. */
export interface RateLimit {
  max: number
  windowMs: number
}

export interface Route {
  method: 'GET' | 'POST'
  /** Literal segments and `:name` parameters, e.g. '/getWalletImage/:id'. */
  path: string
  /** The largest JSON body this route reads, in bytes; the server's default (64 KiB) otherwise. */
  maxBodyBytes?: number
  /**
   * Per client address, checked before the body is read: past it the client gets a 429 with
   * Retry-After, and the handler never runs.
   */
  rateLimit?: RateLimit
  handle(request: ApiRequest, context: RouteContext): Promise<ApiResponse>
}
