import * as z from 'zod'
import { RpcCallError } from './RpcCallError.js'
import { RpcTransportError } from './RpcTransportError.js'

export interface RpcRequest {
  method: string
  params: readonly unknown[]
}

/** One request's answer inside a batch: a batch never fails because one of its calls did. */
export type RpcOutcome = { ok: true; result: unknown } | { ok: false; error: RpcCallError }

export interface RpcClient {
  /** The network the node serves, as its errors name it. */
  readonly network: string
  /** Resolves with the result; rejects with RpcCallError when the node refuses, RpcTransportError when it cannot be asked. */
  call(method: string, params: readonly unknown[]): Promise<unknown>
  /** Sends the requests as JSON-RPC batches and answers in request order. Rejects only on transport failure (RpcTransportError). */
  batch(requests: readonly RpcRequest[]): Promise<RpcOutcome[]>
}

export interface CreateRpcClientOptions {
  url: string
  /** What errors call the node (its CAIP-2 id): its URL never appears in them. */
  network: string
  fetch: typeof fetch
  /** SPEC section 9: RPC time-out 10 s. */
  timeoutMs?: number
  /** Aborting it ends every exchange in flight (the indexer's stop). */
  signal?: AbortSignal
}

/** SPEC section 9: batches of up to 1000 requests. */
export const RPC_BATCH_LIMIT = 1000
export const RPC_TIMEOUT_MS = 10_000

const ReplySchema = z.object({
  id: z.union([z.number(), z.string(), z.null()]),
  result: z.unknown().optional(),
  error: z.object({ code: z.number(), message: z.string(), data: z.unknown().optional() }).optional(),
})

/** JSON-RPC 2.0 over fetch, with a time-out per exchange and no state besides a request counter. */
export function createRpcClient(options: CreateRpcClientOptions): RpcClient {
  const { url, network, timeoutMs = RPC_TIMEOUT_MS, signal } = options
  const failure = (message: string, cause?: unknown) => new RpcTransportError(network, message, cause === undefined ? undefined : { cause })
  let nextId = 1

  async function post(body: unknown): Promise<unknown> {
    signal?.throwIfAborted()
    const controller = new AbortController()
    const onAbort = () => controller.abort(signal?.reason)
    signal?.addEventListener('abort', onAbort, { once: true })
    const timer = setTimeout(() => controller.abort(failure(`did not answer within ${timeoutMs} ms`)), timeoutMs)
    try {
      const response = await options.fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: controller.signal,
      })
      const text = await response.text()
      // What the node says with an error status is left out: it may echo the URL or its key.
      if (!response.ok) throw failure(`answered HTTP ${response.status}`)
      try {
        return JSON.parse(text) as unknown
      } catch {
        throw failure('answered with a body that is not JSON')
      }
    } catch (error) {
      // fetch rejects with the abort reason: our time-out, or the caller's stop.
      if (controller.signal.aborted && controller.signal.reason instanceof Error) throw controller.signal.reason
      if (error instanceof RpcTransportError) throw error
      // fetch's own failures (refused, reset, DNS) keep their cause for a debugger, not in the message.
      throw failure('could not be reached', error)
    } finally {
      clearTimeout(timer)
      signal?.removeEventListener('abort', onAbort)
    }
  }

  function toOutcome(method: string, reply: z.infer<typeof ReplySchema>): RpcOutcome {
    if (reply.error) return { ok: false, error: new RpcCallError(method, reply.error.code, reply.error.message, reply.error.data) }
    return { ok: true, result: reply.result ?? null }
  }

  async function batchChunk(requests: readonly RpcRequest[]): Promise<RpcOutcome[]> {
    const ids = requests.map(() => nextId++)
    const body = requests.map((request, index) => ({ jsonrpc: '2.0', id: ids[index], method: request.method, params: request.params }))
    const parsed = z.array(ReplySchema).safeParse(await post(body))
    if (!parsed.success) throw failure('answered a batch with something other than a list of JSON-RPC replies')
    const byId = new Map(parsed.data.map((reply) => [reply.id, reply]))
    return requests.map((request, index) => {
      const reply = byId.get(ids[index] ?? -1)
      // A node that drops one entry of a batch has failed that call, not the whole batch.
      if (!reply) return { ok: false, error: new RpcCallError(request.method, -32603, 'no reply in the batch') }
      return toOutcome(request.method, reply)
    })
  }

  return {
    network,
    async call(method, params) {
      const parsed = ReplySchema.safeParse(await post({ jsonrpc: '2.0', id: nextId++, method, params }))
      if (!parsed.success) throw failure(`answered ${method} with something other than a JSON-RPC reply`)
      const outcome = toOutcome(method, parsed.data)
      if (!outcome.ok) throw outcome.error
      return outcome.result
    },
    async batch(requests) {
      const chunks: RpcRequest[][] = []
      for (let start = 0; start < requests.length; start += RPC_BATCH_LIMIT) chunks.push(requests.slice(start, start + RPC_BATCH_LIMIT))
      const answers = await Promise.all(chunks.map(batchChunk))
      return answers.flat()
    },
  }
}
