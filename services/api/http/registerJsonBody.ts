import type { FastifyInstance, FastifyRequest } from 'fastify'
import { HttpError } from './HttpError.js'

/** `text/plain` because `navigator.sendBeacon` sends JSON with that type; none means JSON too. */
const JSON_TYPES = new Set(['', 'application/json', 'text/plain'])

/**
 * The only bodies the API reads: JSON, within the route's body limit (Fastify answers a larger one
 * 413, declared or streamed), strict UTF-8. Another media type is a 415; an empty body is no body.
 * Replaces Fastify's own parsers, which would hand text/plain to a route as a string.
 */
export function registerJsonBody(app: FastifyInstance): void {
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('*', { parseAs: 'buffer' }, async (request: FastifyRequest, body: Buffer) => {
    const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase()
    if (!JSON_TYPES.has(type)) throw new HttpError(415, 'the body must be JSON (content-type application/json)')
    if (body.length === 0) return undefined
    let text: string
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(body)
    } catch {
      throw new HttpError(400, 'the body is not valid UTF-8')
    }
    try {
      return JSON.parse(text) as unknown
    } catch {
      throw new HttpError(400, 'the body is not valid JSON')
    }
  })
}
