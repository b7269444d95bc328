import { RpcError } from '../errors/RpcError.js'
import type { Timers } from '../kernel/createTimers.js'

export interface PostJsonRpcParameters {
  url: string
  /** A request object, or an array of them for a batch. */
  body: unknown
  fetch: typeof fetch
  timers: Timers
  timeoutMs: number
  headers?: Readonly<Record<string, string>>
  /** Aborting it rejects the exchange with the signal's reason (the transport's destroy). */
  signal?: AbortSignal
}

/**
 * One HTTP round trip to a JSON-RPC endpoint: resolves with the parsed JSON body, or rejects with
 * RPC_TIMEOUT, RPC_HTTP_ERROR, RPC_NETWORK_ERROR or RPC_INVALID_RESPONSE (a body that is not JSON).
 */
export function postJsonRpc(parameters: PostJsonRpcParameters): Promise<unknown> {
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
  return Promise.race([exchange(parameters, controller.signal), cutOff]).finally(() => {
    stopTimer()
    signal?.removeEventListener('abort', onAbort)
  })
}

async function exchange(parameters: PostJsonRpcParameters, signal: AbortSignal): Promise<unknown> {
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
