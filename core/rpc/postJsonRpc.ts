import { RpcError } from '../errors/RpcError.js'
import type { Timers } from '../kernel/createTimers.js'

export interface PostJsonRpcParameters<T = unknown> {
  url: string
  /** A request object, or an array of them for a batch. */
  body: unknown
  fetch: typeof fetch
  timers: Timers
  timeoutMs: number
  headers?: Readonly<Record<string, string>>
  /** Aborting it rejects the exchange with the signal's reason (the transport's destroy). */
  signal?: AbortSignal
  /**
   * What to make of the parsed JSON body (the transport waits for its lazily loaded check here),
   * still under the abort but no longer under the time-out. By default the body itself.
   */
  read?: (body: unknown) => T | Promise<T>
}

/**
 * One HTTP round trip to a JSON-RPC endpoint: resolves with the parsed JSON body (or what `read`
 * makes of it), or rejects with RPC_TIMEOUT, RPC_HTTP_ERROR, RPC_NETWORK_ERROR,
 * RPC_INVALID_RESPONSE (a body that is not JSON) or what `read` rejects with.
 */
export function postJsonRpc<T = unknown>(parameters: PostJsonRpcParameters<T>): Promise<T> {
  const { url, timers, timeoutMs, signal } = parameters
  const controller = new AbortController()
  let stopTimer = () => {}
  let onAbort = () => {}
  // The cut-off rejects by itself rather than waiting for fetch to honour the abort: an injected
  // fetch that ignores its signal must not leave the caller's promise pending.
  const cutOff = new Promise<never>((_, reject) => {
    const abort = (error: unknown) => {
      controller.abort(error)
      reject(error)
    }
    onAbort = () => abort(signal?.reason)
    if (signal?.aborted) return onAbort()
    signal?.addEventListener('abort', onAbort, { once: true })
    stopTimer = timers.setTimeout(
      () => abort(new RpcError('RPC_TIMEOUT', { details: `${url} did not answer within ${timeoutMs} ms` })),
      timeoutMs,
    )
  })
  // The time-out is the endpoint's: it stops once the body is in. `read` (our own code, such as a
  // lazily loaded check) can then be cut off only by the abort.
  const answered = exchange(parameters, controller.signal).then((json) => {
    stopTimer()
    return parameters.read ? parameters.read(json) : (json as T)
  })
  return Promise.race([answered, cutOff]).finally(() => {
    stopTimer()
    signal?.removeEventListener('abort', onAbort)
  })
}

async function exchange(parameters: PostJsonRpcParameters<unknown>, signal: AbortSignal): Promise<unknown> {
  const { url, body, headers } = parameters
  let text: string
  let response: Response
  try {
    response = await parameters.fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
      signal,
    })
    text = await response.text()
  } catch (error) {
    throw new RpcError('RPC_NETWORK_ERROR', { details: `${url}: ${describe(error)}`, cause: error })
  }
  if (!response.ok) {
    throw new RpcError('RPC_HTTP_ERROR', {
      params: { status: response.status },
      status: response.status,
      details: `${url}: ${text.slice(0, 200)}`,
    })
  }
  try {
    return JSON.parse(text) as unknown
  } catch (error) {
    throw new RpcError('RPC_INVALID_RESPONSE', { details: `${url} answered with a body that is not JSON`, cause: error })
  }
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error))
