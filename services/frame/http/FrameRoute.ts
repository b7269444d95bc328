import type * as z from 'zod'

export interface FrameRequest<Body = unknown> {
  /** The URL's path, percent-encoded as sent. */
  path: string
  /** The URL's query with its `?`, or empty. */
  search: string
  /** The JSON body as the route's schema parsed it; undefined without a schema or a body. */
  body: Body
  /** The client's address as the trusted proxies name it (an IPv6 client by its /64): the per-client limit's key. */
  clientAddress: string
  /**
   * The origin the client addressed (`http(s)://host[:port]`): the Host header, or X-Forwarded-Host
   * and -Proto when the request came through a trusted proxy.
   */
  origin: string
  /** The token of `Authorization: Bearer <token>`, when the request carries one. */
  bearer: string | undefined
}

export interface FrameAnswer {
  status: number
  headers?: Readonly<Record<string, string>>
  /** Sent as JSON. */
  body?: unknown
  /** Sent as is, with the content-type of `headers`; wins over `body`. */
  raw?: Uint8Array | string
}

/**
 * One endpoint of the frame's server. Its dependencies (the database, the mailer, the clock) come
 * from the factory that made it, so a handler reads only its request.
 */
export interface FrameRoute<Body = unknown> {
  method: 'GET' | 'POST'
  /** Literal segments, or a trailing `*` for every path below (the page's files). */
  path: string
  /** Checked before the handler runs; a refusal is a 400 `INVALID_REQUEST` naming the first problem. */
  body?: z.ZodType<Body>
  handle(request: FrameRequest<Body>): Promise<FrameAnswer>
}

/** A route typed by its own body schema, to sit in a list of routes of any kind. */
export const defineFrameRoute = <Body>(route: FrameRoute<Body>): FrameRoute => route as FrameRoute
