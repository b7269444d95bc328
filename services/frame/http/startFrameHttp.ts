import { normalizeIP } from '@fastify/rate-limit'
import Fastify, { LogController, type FastifyReply, type FastifyRequest } from 'fastify'
import { hasZodFastifySchemaValidationErrors, validatorCompiler } from 'fastify-type-provider-zod'
import { createFailureLog } from '../../api/http/createFailureLog.js'
import type { HttpServer } from '../../api/http/startHttpServer.js'
import { FrameServerError } from '../FrameServerError.js'
import type { FrameAnswer, FrameRoute } from './FrameRoute.js'

const MAX_BODY_BYTES = 16 * 1024
/** How long stop() lets requests in flight finish before cutting their connections. */
const STOP_GRACE_MS = 5_000
const BEARER = /^Bearer ([A-Za-z0-9_-]{1,128})$/

export interface StartFrameHttpOptions {
  routes: readonly FrameRoute[]
  /** 0 (the default) picks a free port. */
  port?: number
  /** The reverse proxies in front of the server, as services/api's startHttpServer reads them. */
  trustProxy?: readonly string[]
  /** Pino's JSON lines on stdout from this level; none unless told. */
  logLevel?: 'debug' | 'info' | 'warn' | 'error'
}

/**
 * The frame's routes on 127.0.0.1, on services/api's Fastify base (the same limits, time-outs,
 * trusted proxies, zod validation and bounded failure log) but answering errors as `{ code,
 * message }`, and with no CORS: the frame page calls its own origin. Bodies are JSON only, typed
 * so: a cross-site form or a no-cors fetch cannot send one without a preflight this server refuses.
 */
export async function startFrameHttp(options: StartFrameHttpOptions): Promise<HttpServer> {
  const app = Fastify({
    logger: options.logLevel ? { level: options.logLevel } : false,
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: MAX_BODY_BYTES,
    requestTimeout: 30_000,
    connectionTimeout: 60_000,
    http: { headersTimeout: 20_000 },
    forceCloseConnections: 'idle',
    trustProxy: options.trustProxy?.length ? [...options.trustProxy] : false,
  })
  const failures = createFailureLog(options.logLevel ? { write: (...line: unknown[]) => app.log.error(line.map(String).join(' ')) } : {})
  const answerError = (error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const refusal = asFrameError(error)
    if (!refusal) failures.report(`${request.method} ${request.url.slice(0, 200)}`, error)
    const { status, code, message, headers } = refusal ?? new FrameServerError('INTERNAL_ERROR')
    return reply.code(status).headers(headers).header('cache-control', 'no-store').type('application/json; charset=utf-8').send(JSON.stringify({ code, message }))
  }

  app.setValidatorCompiler(validatorCompiler)
  app.setErrorHandler((error, request, reply) => answerError(error, request, reply))
  app.setNotFoundHandler((request, reply) => answerError(new FrameServerError('NOT_FOUND'), request, reply))
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-content-type-options', 'nosniff')
    if (!request.url.startsWith('/') || request.url.startsWith('//')) throw new FrameServerError('NOT_FOUND')
  })
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('*', { parseAs: 'buffer' }, async (request: FastifyRequest, body: Buffer) => {
    const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase()
    if (type !== 'application/json') throw new FrameServerError('UNSUPPORTED_MEDIA_TYPE')
    if (body.length === 0) return undefined
    try {
      return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body)) as unknown
    } catch {
      throw new FrameServerError('INVALID_REQUEST', { message: 'The body is not valid JSON' })
    }
  })

  for (const route of options.routes) {
    app.route({
      method: route.method,
      url: route.path,
      schema: route.body ? { body: route.body } : {},
      handler: async (request, reply) => {
        const authorization = BEARER.exec(request.headers.authorization ?? '')
        const query = request.url.indexOf('?')
        const answer = await route.handle({
          path: query === -1 ? request.url : request.url.slice(0, query),
          search: query === -1 ? '' : request.url.slice(query),
          body: request.body,
          // request.ip is undefined once the client has gone.
          clientAddress: normalizeIP(request.ip ?? 'unknown'),
          origin: `${request.protocol}://${request.host}`,
          bearer: authorization?.[1],
        })
        return send(reply, answer)
      },
    })
  }

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
    stop: () => (stopping ??= (async () => {
      const closed = app.close()
      let timer: NodeJS.Timeout | undefined
      await Promise.race([closed, new Promise<void>((resolve) => (timer = setTimeout(resolve, STOP_GRACE_MS)))])
      clearTimeout(timer)
      app.server.closeAllConnections()
      await closed
      failures.flush()
    })()),
  }
}

function send(reply: FastifyReply, answer: FrameAnswer): FastifyReply {
  reply.code(answer.status).headers({ 'cache-control': 'no-store', ...answer.headers })
  if (answer.raw !== undefined) return reply.send(answer.raw)
  if (answer.body === undefined) return reply.send()
  return reply.type('application/json; charset=utf-8').send(JSON.stringify(answer.body))
}

/** The client's mistakes in this server's words; undefined for what is the server's own failure. */
function asFrameError(error: unknown): FrameServerError | undefined {
  if (error instanceof FrameServerError) return error
  if (hasZodFastifySchemaValidationErrors(error)) {
    const [first] = error.validation
    const path = (first?.instancePath ?? '').split('/').filter(Boolean).join('.')
    const problem = first?.message ?? 'not accepted'
    return new FrameServerError('INVALID_REQUEST', { message: path && !problem.startsWith(path) ? `${path}: ${problem}` : problem })
  }
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : ''
  if (code === 'FST_ERR_CTP_BODY_TOO_LARGE') return new FrameServerError('BODY_TOO_LARGE')
  if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return new FrameServerError('UNSUPPORTED_MEDIA_TYPE')
  const status = typeof error === 'object' && error !== null && 'statusCode' in error ? Number(error.statusCode) : 500
  if (status >= 400 && status < 500) return new FrameServerError('INVALID_REQUEST', { message: 'The request could not be read' })
  return undefined
}
