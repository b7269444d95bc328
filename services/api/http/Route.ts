import type * as z from 'zod'
import type { Sql } from '../db/Sql.js'

export { HttpError } from './HttpError.js'

export interface ApiRequest<Query = unknown, Body = unknown> {
  method: string
  url: URL
  /** The path's `:name` segments, percent-decoded. */
  params: Readonly<Record<string, string>>
  /** The query as the route's schema parsed it; each key once, as given, when the route has none. */
  query: Query
  /** The JSON body as the route's schema parsed it; undefined when there is none (and for GET). */
  body: Body
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

/**
 * One endpoint. `Query` and `Body` are what its schemas give; a route without them reads the
 * query as strings and the body as whatever JSON came.
 */
export interface Route<Query = unknown, Body = unknown> {
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
  /**
   * Zod schemas the server checks the query and the body with before the handler runs; a failure
   * is a 400 naming the first problem and the schema's description ('invalid wallet query: …').
   */
  schema?: { querystring?: z.ZodType<Query>; body?: z.ZodType<Body> }
  handle(request: ApiRequest<Query, Body>, context: RouteContext): Promise<ApiResponse>
}

/** A route typed by its own schemas, to sit in a list of routes of any kind. */
export const defineRoute = <Query, Body>(route: Route<Query, Body>): Route => route
