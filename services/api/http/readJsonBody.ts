import type { IncomingMessage } from 'node:http'
import { HttpError } from './HttpError.js'

/** Past this, a client that keeps sending is cut off instead of drained. */
const DRAIN_LIMIT_BYTES = 8 * 1024 * 1024
const JSON_TYPES = ['application/json', 'text/plain']

/**
 * Reads a JSON body of at most `maxBytes`. An oversize body is drained to its end (up to 8 MiB) so
 * the client reads the 413 instead of a reset connection. `text/plain` is accepted because
 * `navigator.sendBeacon` sends JSON with that type. An empty body is `undefined`.
 */
export async function readJsonBody(request: IncomingMessage, maxBytes: number): Promise<unknown> {
  const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase()
  const declared = Number(request.headers['content-length'] ?? Number.NaN)
  const tooLarge = () => new HttpError(413, `the body may hold at most ${maxBytes} bytes`)

  const chunks: Buffer[] = []
  let received = 0
  let oversize = Number.isFinite(declared) && declared > maxBytes
  try {
    for await (const chunk of request as AsyncIterable<Buffer>) {
      received += chunk.length
      if (received > DRAIN_LIMIT_BYTES) {
        request.socket.destroy()
        throw tooLarge()
      }
      if (received > maxBytes) oversize = true
      if (!oversize) chunks.push(chunk)
    }
  } catch (error) {
    if (error instanceof HttpError) throw error
    // The client went away mid-body; nobody is left to read an answer, but it is no server error.
    throw new HttpError(400, 'the body could not be read')
  }
  if (oversize) throw tooLarge()
  if (received === 0) return undefined
  if (type !== '' && !JSON_TYPES.includes(type)) throw new HttpError(415, 'the body must be JSON (content-type application/json)')

  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks))
  } catch {
    throw new HttpError(400, 'the body is not valid UTF-8')
  }
  try {
    return JSON.parse(text) as unknown
  } catch {
    throw new HttpError(400, 'the body is not valid JSON')
  }
}
