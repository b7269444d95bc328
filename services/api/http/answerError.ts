import type { FastifyReply, FastifyRequest } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import * as z from 'zod'
import type { FailureLog } from './createFailureLog.js'
import { HttpError } from './HttpError.js'
import { invalidInputMessage } from './parseInput.js'

/** Real ids are far shorter (SPEC's clients cap them at 256); longer is hostile or broken. */
export const MAX_PARAM_LENGTH = 256

/** Fastify's own client errors, in this API's words. */
const FRAMEWORK_ERRORS: Readonly<Record<string, (request: FastifyRequest) => HttpError>> = {
  FST_ERR_CTP_BODY_TOO_LARGE: (request) => new HttpError(413, `the body may hold at most ${request.routeOptions.bodyLimit} bytes`),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: () => new HttpError(415, 'the body must be JSON (content-type application/json)'),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () => new HttpError(400, 'the body is not as long as its Content-Length says'),
  FST_ERR_BAD_URL: () => new HttpError(400, 'a path segment is not valid percent-encoding'),
  FST_ERR_MAX_PARAM_LENGTH: () => new HttpError(400, `a path parameter may hold at most ${MAX_PARAM_LENGTH} characters`),
}

export const notFound = () => new HttpError(404, 'Not found')

export function notAllowed(method: string, allow: readonly string[]): HttpError {
  return new HttpError(405, `Method ${safeMethod(method)} is not allowed here`, { allow: allow.join(', ') })
}

/**
 * Every error becomes `{ error: message }` with its status: an HttpError as it says, a schema's
 * refusal as a 400 naming the first problem, Fastify's client errors in this API's words, and
 * anything else a 500 with a generic message, its details only in the (bounded) failure log.
 */
export function answerError(error: unknown, request: FastifyRequest, reply: FastifyReply, failures: FailureLog): FastifyReply {
  const answer = asHttpError(error, request)
  if (!answer) failures.report(`${safeMethod(request.method)} ${request.url.slice(0, 200)}`, error)
  const { status, headers, message } = answer ?? new HttpError(500, 'Internal server error')
  return reply.code(status).headers(headers ?? {}).type('application/json; charset=utf-8').header('cache-control', 'no-store').send(JSON.stringify({ error: message }))
}

function asHttpError(error: unknown, request: FastifyRequest): HttpError | undefined {
  if (error instanceof HttpError) return error
  if (hasZodFastifySchemaValidationErrors(error)) {
    const [first] = error.validation
    const part = error.validationContext === 'body' ? 'body' : 'querystring'
    const name = request.routeOptions.schema?.[part]
    const what = name instanceof z.ZodType && name.description ? name.description : part === 'body' ? 'body' : 'query'
    const path = (first?.instancePath ?? '').split('/').filter(Boolean)
    return new HttpError(400, invalidInputMessage(what, path, first?.message ?? 'not accepted'))
  }
  if (error instanceof z.ZodError) return new HttpError(400, 'the request is not valid')
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : ''
  const known = FRAMEWORK_ERRORS[code]
  if (known) return known(request)
  const status = typeof error === 'object' && error !== null && 'statusCode' in error ? Number(error.statusCode) : 500
  // Another client error of Fastify's (a body cut short): its status, without its internals.
  if (status >= 400 && status < 500) return new HttpError(status, 'the request could not be read')
  return undefined
}

const safeMethod = (method: string) => (/^[A-Z]{1,16}$/.test(method) ? method : '(unknown)')
