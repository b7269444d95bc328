import { http, HttpResponse } from 'msw'

export interface RpcCall {
  jsonrpc: unknown
  id: number
  method: string
  params: unknown
}

/** What a test endpoint answers for one call: a reply object, or anything hostile. */
export type Answer = (call: RpcCall) => unknown

/** A JSON body of any value, hostile ones included (msw's HttpResponse.json is typed for sane ones). */
export const jsonReply = (value: unknown, init?: ResponseInit) =>
  new HttpResponse(JSON.stringify(value), { ...init, headers: { 'content-type': 'application/json' } })

export const echo: Answer = ({ id, method, params }) => ({ jsonrpc: '2.0', id, result: { method, params } })

/**
 * An msw JSON-RPC endpoint that records every POST body and answers each call (a batch entry by
 * entry, in order) with `answer`. `posts` lets a test count POSTs and inspect their shape.
 */
export function rpcEndpoint(url: string, answer: Answer = echo) {
  const posts: unknown[] = []
  const handler = http.post(url, async ({ request }) => {
    const body = (await request.json()) as RpcCall | RpcCall[]
    posts.push(body)
    return jsonReply(Array.isArray(body) ? body.map(answer) : answer(body))
  })
  return { handler, posts }
}

/** An endpoint that answers a batch POST as a whole: `reply` sees every call and shapes the body. */
export function batchEndpoint(url: string, reply: (calls: RpcCall[]) => unknown) {
  const handler = http.post(url, async ({ request }) => {
    const body = (await request.json()) as RpcCall | RpcCall[]
    return jsonReply(reply(Array.isArray(body) ? body : [body]))
  })
  return { handler }
}

/** An endpoint that answers every POST with the same raw reply, whatever was asked. */
export function rawEndpoint(url: string, reply: () => Response | Promise<Response>) {
  let posts = 0
  const handler = http.post(url, () => {
    posts++
    return reply()
  })
  return { handler, posts: () => posts }
}

/** A promise's state without waiting for it: 'pending' until it settles. */
export async function stateOf(promise: Promise<unknown>): Promise<'pending' | 'resolved' | 'rejected'> {
  const pending = Symbol('pending')
  try {
    const value = await Promise.race([promise, Promise.resolve(pending)])
    return value === pending ? 'pending' : 'resolved'
  } catch {
    return 'rejected'
  }
}

/** An endpoint that never answers; unlike msw's delay('infinite') it holds no timer of its own. */
export function silentEndpoint(url: string) {
  return http.post(url, () => new Promise<never>(() => {}))
}
