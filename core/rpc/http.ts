import { LIMITS } from '../constants/limits.js'
import { RpcError } from '../errors/RpcError.js'
import { createTimers, type Timers } from '../kernel/createTimers.js'
import { postJsonRpc } from './postJsonRpc.js'
import type { PendingCall, settleReplies } from './settleReplies.js'
import type { Transport } from './Transport.js'

export interface HttpTransportOptions {
  /** Defaults to globalThis.fetch; the kernel passes `kernel.fetch`. */
  fetch?: typeof fetch
  /** Milliseconds one POST may take, batch or not (SPEC section 9: 10 s). */
  timeout?: number
  /** Requests issued in the same tick share one POST, up to `size` (SPEC: 1000) each. */
  batch?: boolean | { size?: number }
  headers?: Readonly<Record<string, string>>
  /** The kernel's timers, so its destroy() cancels the time-outs. */
  timers?: Timers
}

/** A JSON-RPC 2.0 transport over HTTP POST, with time-outs and automatic batching. */
export function http(url: string, options: HttpTransportOptions = {}): Transport {
  const fetchFn: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init))
  const timers = options.timers ?? createTimers()
  const timeoutMs = options.timeout ?? LIMITS.rpcTimeoutMs
  const batchSize = options.batch === false ? 1 : Math.max(1, (typeof options.batch === 'object' && options.batch.size) || LIMITS.rpcBatchSize)
  const lifetime = new AbortController()
  let lastId = 0
  let queue: PendingCall[] = []

  const send = async (calls: readonly PendingCall[]) => {
    // A lone request goes as a plain object, so endpoints without batch support still work.
    const batch = calls.length > 1
    // The reply check loads beside the POST rather than after it, so it costs no round trip.
    const loading = loadSettleReplies(url)
    // A POST that fails first never reads it: its own failure must not go unhandled.
    loading.catch(() => {})
    try {
      const { reply, settle } = await postJsonRpc({
        url,
        body: batch ? calls.map((call) => call.message) : calls[0]!.message,
        fetch: fetchFn,
        timers,
        timeoutMs,
        headers: options.headers,
        signal: lifetime.signal,
        // Under the abort (destroy) but not the endpoint's time-out: the check is our own code.
        read: async (reply) => ({ reply, settle: await loading }),
      })
      settle(calls, reply, { url, batch })
    } catch (error) {
      for (const call of calls) call.reject(error)
    }
  }

  const flush = () => {
    const calls = queue
    queue = []
    for (let start = 0; start < calls.length; start += batchSize) void send(calls.slice(start, start + batchSize))
  }

  return {
    request({ method, params }) {
      if (lifetime.signal.aborted) return Promise.reject(lifetime.signal.reason)
      return new Promise((resolve, reject) => {
        const id = ++lastId
        const call: PendingCall = { id, message: { jsonrpc: '2.0', id, method, params: params ?? [] }, resolve, reject }
        if (batchSize === 1) return void send([call])
        queue.push(call)
        // A microtask, not a timer: it collects everything issued synchronously in this tick.
        if (queue.length === 1) void Promise.resolve().then(flush)
      })
    },
    destroy() {
      if (lifetime.signal.aborted) return
      const reason = new RpcError('RPC_TRANSPORT_DESTROYED', { details: url })
      lifetime.abort(reason)
      for (const call of queue.splice(0)) call.reject(reason)
    },
  }
}

/**
 * settleReplies and its zod schema, loaded with the first request rather than with a site's start.
 * A load that fails (the page went offline) is the RPC_NETWORK_ERROR of a POST that could not be sent.
 */
async function loadSettleReplies(url: string): Promise<typeof settleReplies> {
  try {
    return (await import('./settleReplies.js')).settleReplies
  } catch (error) {
    throw new RpcError('RPC_NETWORK_ERROR', { details: `${url}: the reply check could not be loaded`, cause: error })
  }
}
