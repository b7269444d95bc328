import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import * as z from 'zod'
import { corsHeaders, OPEN_CORS, preflightHeaders, type CorsGrant, type CorsPolicy } from './corsHeaders.js'
import { createRateLimiter } from './createRateLimiter.js'
import { createRouter } from './createRouter.js'
import { HttpError } from './HttpError.js'
import { readJsonBody } from './readJsonBody.js'
import { readForwarded } from './readForwarded.js'
import { createFailureLog, type FailureLog } from './createFailureLog.js'
import type { ApiRequest, ApiResponse, Route, RouteContext } from './Route.js'

export const DEFAULT_MAX_BODY_BYTES = 64 * 1024
/** How long stop() lets requests in flight finish before cutting their connections. */
const STOP_GRACE_MS = 5_000

export interface StartHttpServerOptions {
  routes: readonly Route[]
  context: RouteContext
  /** 0 (the default) picks a free port. */
  port?: number
  maxBodyBytes?: number
  /** Where unexpected failures are logged (bounded); console.error unless told. */
  failureLog?: FailureLog
  /** Who may read the answers; any page unless told (OPEN_CORS). */
  cors?: CorsPolicy
  /**
   * Behind a reverse proxy the operator trusts: the client address (rate limits) and the public URL
   * (URLs written into answers) come from its X-Forwarded-* headers. Off, they are ignored.
   */
  trustProxy?: boolean
}

export interface HttpServer {
  /** `http://127.0.0.1:<port>`, without a trailing slash. */
  url: string
  port: number
  /** Stops accepting, lets requests in flight finish (up to 5 s), then closes every connection. */
  stop(): Promise<void>
}

/**
 * Serves `routes` on 127.0.0.1 over node:http. Every answer is JSON or the route's raw bytes, with
 * CORS headers; a handler's HttpError becomes `{ error }` with its status, anything else a 500
 * with a generic message (and the details on the console). Nothing a client sends ends the server.
 */
export async function startHttpServer(options: StartHttpServerOptions): Promise<HttpServer> {
  const router = createRouter(options.routes)
  const limiters = new Map(options.routes.flatMap((route) => (route.rateLimit ? [[route, createRateLimiter(route.rateLimit)] as const] : [])))
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES
  const inFlight = new Set<Promise<void>>()

  const cors = options.cors ?? OPEN_CORS
  const failures = options.failureLog ?? createFailureLog()
  const answer = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    // Decided before the route runs, and for errors too: a page may read a 404 only where it may read a 200.
    const grant = await cors(request.headers.origin, safeRequestUrl(request.url)).catch((error: unknown) => {
      console.error('[api] the CORS policy failed; the answer is not readable cross-origin:', error)
      return { allowOrigin: undefined, privateNetwork: false }
    })
    let result: ApiResponse
    try {
      result = await dispatch(request, grant)
    } catch (error) {
      result = errorResponse(error, request, failures)
    }
    send(request, response, result, grant)
  }

  const dispatch = async (request: IncomingMessage, grant: CorsGrant): Promise<ApiResponse> => {
    const url = parseRequestUrl(request.url)
    const forwarded = options.trustProxy ? readForwarded(request.headers) : undefined
    const method = request.method ?? 'GET'
    const match = router.match(method === 'OPTIONS' ? 'GET' : method, url.pathname)
    if (method === 'OPTIONS') {
      request.resume()
      if (match.kind === 'not-found') throw new HttpError(404, 'Not found')
      return { status: 204, headers: preflightHeaders(request.headers, match.allow, grant) }
    }
    if (match.kind === 'not-found') {
      request.resume()
      throw new HttpError(404, 'Not found')
    }
    if (match.kind === 'method-not-allowed') {
      request.resume()
      return { status: 405, headers: { allow: match.allow.join(', ') }, body: { error: `Method ${safeMethod(method)} is not allowed here` } }
    }
    const { route, params } = match
    // Before the body is read: a client past its limit costs no parsing and no handler.
    await limiters.get(route)?.admit(forwarded?.client ?? request.socket.remoteAddress ?? 'unknown').catch((error: unknown) => {
      request.resume()
      throw error
    })
    let body: unknown
    if (route.method === 'POST') body = await readJsonBody(request, route.maxBodyBytes ?? maxBodyBytes)
    else request.resume()
    const apiRequest: ApiRequest = { method, url, params, body, headers: flattenHeaders(request), publicBase: forwarded?.publicBase }
    return route.handle(apiRequest, options.context)
  }

  const server = createServer((request, response) => {
    const task = answer(request, response).catch((error: unknown) => {
      console.error('[api] could not answer a request:', error)
      if (!response.headersSent) response.writeHead(500)
      response.end()
    })
    inFlight.add(task)
    void task.finally(() => inFlight.delete(task))
  })
  server.requestTimeout = 30_000
  server.headersTimeout = 20_000

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject)
      resolve()
    })
  })
  const { port } = server.address() as AddressInfo
  let stopping: Promise<void> | undefined

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    stop() {
      stopping ??= (async () => {
        const closed = new Promise<void>((resolve) => server.close(() => resolve()))
        server.closeIdleConnections()
        let timer: NodeJS.Timeout | undefined
        await Promise.race([
          Promise.allSettled([...inFlight]),
          new Promise<void>((resolve) => {
            timer = setTimeout(resolve, STOP_GRACE_MS)
          }),
        ])
        clearTimeout(timer)
        server.closeAllConnections()
        await closed
        failures.flush()
      })()
      return stopping
    },
  }
}

/** Only origin-form targets ('/path?query'); a proxy-style or `*` target is not for this server. */
function parseRequestUrl(target: string | undefined): URL {
  if (!target || !target.startsWith('/') || target.startsWith('//')) throw new HttpError(400, 'the request target must be a path')
  try {
    return new URL(`http://127.0.0.1${target}`)
  } catch {
    throw new HttpError(400, 'the request target is not a valid path')
  }
}

function safeRequestUrl(target: string | undefined): URL | undefined {
  try {
    return parseRequestUrl(target)
  } catch {
    return undefined
  }
}

function flattenHeaders(request: IncomingMessage): Record<string, string | undefined> {
  const headers: Record<string, string | undefined> = {}
  for (const [name, value] of Object.entries(request.headers)) {
    headers[name] = Array.isArray(value) ? value.join(', ') : value
  }
  return headers
}

function errorResponse(error: unknown, request: IncomingMessage, failures: FailureLog): ApiResponse {
  if (error instanceof HttpError) return { status: error.status, ...(error.headers ? { headers: error.headers } : {}), body: { error: error.message } }
  if (error instanceof z.ZodError) return { status: 400, body: { error: 'the request is not valid' } }
  failures.report(`${safeMethod(request.method ?? '')} ${(request.url ?? '').slice(0, 200)}`, error)
  return { status: 500, body: { error: 'Internal server error' } }
}

function send(request: IncomingMessage, response: ServerResponse, result: ApiResponse, grant: CorsGrant): void {
  if (response.headersSent || response.destroyed) return
  let payload: string | Uint8Array | undefined
  const headers: Record<string, string> = { 'x-content-type-options': 'nosniff', ...corsHeaders(grant) }
  if (result.raw !== undefined) {
    payload = result.raw
  } else if (result.body !== undefined) {
    payload = JSON.stringify(result.body)
    headers['content-type'] = 'application/json; charset=utf-8'
    headers['cache-control'] = 'no-store'
  }
  Object.assign(headers, result.headers)
  const empty = result.status === 204 || result.status === 304 || payload === undefined
  if (empty) payload = undefined
  else headers['content-length'] = String(Buffer.byteLength(payload!))
  response.writeHead(result.status, headers)
  response.end(request.method === 'HEAD' ? undefined : payload)
}

const safeMethod = (method: string) => (/^[A-Z]{1,16}$/.test(method) ? method : '(unknown)')
