import rateLimit, { normalizeIP } from '@fastify/rate-limit'
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify'
import { validatorCompiler } from 'fastify-type-provider-zod'
import { answerError, MAX_PARAM_LENGTH, notAllowed, notFound } from './answerError.js'
import { createFailureLog, type FailureLog } from './createFailureLog.js'
import { HttpError } from './HttpError.js'
import { queryRecord } from './parseInput.js'
import { publicBaseOf } from './publicBaseOf.js'
import { OPEN_CORS, registerCors, type CorsPolicy } from './registerCors.js'
import { registerJsonBody } from './registerJsonBody.js'
import type { ApiResponse, Route, RouteContext } from './Route.js'

export const DEFAULT_MAX_BODY_BYTES = 64 * 1024
/** How long stop() lets requests in flight finish before cutting their connections. */
const STOP_GRACE_MS = 5_000
/** Methods a path without them answers 405 to (HEAD comes with GET; OPTIONS is the preflight). */
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const

export interface StartHttpServerOptions {
  routes: readonly Route[]
  context: RouteContext
  /** 0 (the default) picks a free port. */
  port?: number
  maxBodyBytes?: number
  /** Where unexpected failures are logged (bounded); the server's log unless told. */
  failureLog?: FailureLog
  /** Who may read the answers; any page unless told (OPEN_CORS). */
  cors?: CorsPolicy
  /**
   * The reverse proxies in front of the server: addresses, CIDR ranges, or proxy-addr's `loopback`,
   * `linklocal` and `uniquelocal` (see readTrustProxy). A request from one of them is taken to
   * come from the address it appended to X-Forwarded-For, and URLs written into its answer use its
   * X-Forwarded-Proto, -Host and -Prefix; any other peer's X-Forwarded-* headers are ignored.
   * None unless told.
   */
  trustProxy?: readonly string[]
  /**
   * Pino's JSON lines on stdout at this level and above ('info' says when it listens; never a line
   * per request); no log unless told, unexpected failures then going to the console.
   */
  logLevel?: 'debug' | 'info' | 'warn' | 'error'
}

export interface HttpServer {
  /** `http://127.0.0.1:<port>`, without a trailing slash. */
  url: string
  port: number
  /** Stops accepting, lets requests in flight finish (up to 5 s), then closes every connection. */
  stop(): Promise<void>
}

/**
 * Serves `routes` on 127.0.0.1 with Fastify. Every answer is JSON or the route's raw bytes, with
 * CORS headers; a handler's HttpError becomes `{ error }` with its status, anything else a 500 with
 * a generic message (and the details, bounded, in the log). Nothing a client sends ends the server.
 */
export async function startHttpServer(options: StartHttpServerOptions): Promise<HttpServer> {
  refuseOverlaps(options.routes)
  const app = Fastify({
    logger: options.logLevel ? { level: options.logLevel } : false,
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES,
    requestTimeout: 30_000,
    connectionTimeout: 60_000,
    http: { headersTimeout: 20_000 },
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    forceCloseConnections: 'idle',
    frameworkErrors: (error, request, reply) => void frameworkError(error, request, reply),
    // Never `true` or a hop count: X-Forwarded-For is walked from the right and stops at the first
    // address not listed, so a client's own entries (always left of its proxy's) are never reached.
    trustProxy: options.trustProxy?.length ? [...options.trustProxy] : false,
  })
  const cors = options.cors ?? OPEN_CORS
  const failures = options.failureLog ?? createFailureLog(options.logLevel ? { write: logTo(app.log) } : {})
  const frameworkError = async (error: Error, request: FastifyRequest, reply: FastifyReply) => {
    // A URL the router cannot read reaches no hook, so its answer gets its CORS headers here.
    const grant = await cors(request.headers.origin, undefined).catch(() => ({ allowOrigin: undefined }))
    reply.header('x-content-type-options', 'nosniff')
    if (grant.allowOrigin !== undefined) reply.header('access-control-allow-origin', grant.allowOrigin).header('vary', 'origin')
    answerError(error, request, reply, failures)
  }

  app.setValidatorCompiler(validatorCompiler)
  app.setErrorHandler((error, request, reply) => answerError(error, request, reply, failures))
  app.setNotFoundHandler((request, reply) => answerError(notFound(), request, reply, failures))
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-content-type-options', 'nosniff')
    // Only origin-form targets ('/path?query'); a proxy-style or `*` target is not for this server.
    if (!request.url.startsWith('/') || request.url.startsWith('//')) throw new HttpError(400, 'the request target must be a path')
  })
  await registerCors(app, cors)
  await app.register(rateLimit, {
    global: false,
    // request.ip is undefined once the client has gone; IPv6 clients are counted by their /64.
    keyGenerator: (request) => normalizeIP(request.ip ?? 'unknown'),
    errorResponseBuilder: (_request, { ttl }) => {
      const seconds = Math.max(1, Math.ceil(ttl / 1000))
      return new HttpError(429, `Too many requests: try again in ${seconds} s`, { 'retry-after': String(seconds) })
    },
    addHeaders: { 'retry-after': true, 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
  })
  registerJsonBody(app)
  // Each key once, before any schema reads the query (see queryRecord).
  app.addHook('preValidation', async (request) => {
    request.query = queryRecord(new URL(request.url, 'http://127.0.0.1'))
  })
  mountRoutes(app, options.routes, options.context)

  try {
    await app.listen({ port: options.port ?? 0, host: '127.0.0.1' })
  } catch (error) {
    await app.close()
    throw error
  }
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  let stopping: Promise<void> | undefined
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    stop() {
      stopping ??= (async () => {
        const closed = app.close()
        let timer: NodeJS.Timeout | undefined
        await Promise.race([closed, new Promise<void>((resolve) => (timer = setTimeout(resolve, STOP_GRACE_MS)))])
        clearTimeout(timer)
        app.server.closeAllConnections()
        await closed
        failures.flush()
      })()
      return stopping
    },
  }
}

/**
 * Mounts each route, and for each path the methods it lacks as a 405 naming the ones it has, and
 * an OPTIONS route for its preflight.
 */
function mountRoutes(app: FastifyInstance, routes: readonly Route[], context: RouteContext): void {
  const byPath = new Map<string, Route[]>()
  for (const route of routes) byPath.set(route.path, [...(byPath.get(route.path) ?? []), route])
  for (const [path, pathRoutes] of byPath) {
    const methods: readonly string[] = pathRoutes.map((route) => route.method)
    const allow = [...methods.flatMap((method) => (method === 'GET' ? ['GET', 'HEAD'] : [method])), 'OPTIONS']
    for (const route of pathRoutes) {
      app.route({
        method: route.method,
        url: path,
        bodyLimit: route.maxBodyBytes,
        schema: route.schema ?? {},
        config: { allow, ...(route.rateLimit ? { rateLimit: { max: route.rateLimit.max, timeWindow: route.rateLimit.windowMs } } : {}) },
        handler: async (request, reply) => {
          const params = checkedParams(request.params)
          const url = new URL(request.url, 'http://127.0.0.1')
          const answer = await route.handle(
            { method: request.method, url, params, query: request.query, body: request.body, headers: flatHeaders(request), publicBase: publicBaseOf(request) },
            context,
          )
          return send(reply, answer)
        },
      })
    }
    const missing = METHODS.filter((method) => !methods.includes(method))
    const head = methods.includes('GET') ? [] : ['HEAD' as const]
    app.route({ method: [...missing, ...head], url: path, config: { allow }, handler: async (request) => { throw notAllowed(request.method, allow) } })
    app.route({ method: 'OPTIONS', url: path, config: { allow }, handler: async (_request, reply) => reply.code(204).send() })
  }
}

/**
 * The same method and path mounted twice is refused, and so is a pattern another one of the same
 * method also matches ('/a/fixed' beside '/a/:id'): the router would prefer the literal one, so a
 * route mounted later (an extension's) could take over a path mounted before it.
 */
function refuseOverlaps(routes: readonly Route[]): void {
  const segments = (path: string) => path.split('/').slice(1)
  const overlap = (a: string[], b: string[]) => a.length === b.length && a.every((part, i) => part === b[i] || part.startsWith(':') || b[i]!.startsWith(':'))
  routes.forEach((route, index) => {
    const key = `${route.method} ${route.path}`
    for (const before of routes.slice(0, index)) {
      if (before.method !== route.method) continue
      if (before.path === route.path) throw new Error(`the route ${key} is mounted twice`)
      if (overlap(segments(before.path), segments(route.path))) throw new Error(`the route ${key} overlaps ${before.method} ${before.path}, mounted before it`)
    }
  })
}

/** Dot segments never reach a route as parameters, nor does a NUL. */
function checkedParams(params: unknown): Record<string, string> {
  const checked: Record<string, string> = {}
  for (const [name, value] of Object.entries(params ?? {})) {
    if (typeof value !== 'string') continue
    if (value === '.' || value === '..') throw notFound()
    if (value.includes('\u0000')) throw new HttpError(400, 'a path parameter may not contain NUL characters')
    checked[name] = value
  }
  return checked
}

function flatHeaders(request: FastifyRequest): Record<string, string | undefined> {
  const headers: Record<string, string | undefined> = {}
  for (const [name, value] of Object.entries(request.headers)) headers[name] = Array.isArray(value) ? value.join(', ') : value
  return headers
}

function send(reply: FastifyReply, answer: ApiResponse): FastifyReply {
  reply.code(answer.status)
  if (answer.raw === undefined && answer.body !== undefined) reply.type('application/json; charset=utf-8').header('cache-control', 'no-store')
  reply.headers(answer.headers ?? {})
  if (answer.status === 204 || answer.status === 304) return reply.send()
  if (answer.raw !== undefined) return reply.send(typeof answer.raw === 'string' ? answer.raw : Buffer.from(answer.raw))
  return reply.send(answer.body === undefined ? undefined : JSON.stringify(answer.body))
}

const logTo = (log: FastifyBaseLogger) => (message: unknown, error?: unknown) => log.error({ err: error }, String(message))
