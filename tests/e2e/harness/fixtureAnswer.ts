import type { IncomingMessage, ServerResponse } from 'node:http'

/** A fixture server's answer, built before it is sent so that latency can hold it back. */
export interface Answer {
  status: number
  headers: Record<string, string>
  body: string
}

export const json = (status: number, body: unknown): Answer =>
  ({ status, headers: { 'content-type': 'application/json; charset=utf-8' }, body: JSON.stringify(body) })

export const svg = (body: string): Answer => ({ status: 200, headers: { 'content-type': 'image/svg+xml' }, body })

export function send(response: ServerResponse, answer: Answer): void {
  if (response.writableEnded || response.destroyed) return
  response.writeHead(answer.status, {
    'access-control-allow-origin': '*',
    'access-control-allow-methods': 'GET, POST, OPTIONS',
    'access-control-allow-headers': 'content-type',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    ...answer.headers,
  })
  response.end(answer.body)
}

/** The parsed JSON body, 'too-large' past the cap, or undefined when it is not JSON. */
export async function readJsonBody(request: IncomingMessage, maxBytes: number): Promise<unknown> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > maxBytes) return 'too-large'
    chunks.push(chunk)
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'))
  } catch {
    return undefined
  }
}
