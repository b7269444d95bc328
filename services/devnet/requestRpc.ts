const TIMEOUT_MS = 10_000

interface RpcResponse {
  result?: unknown
  error?: { code: number; message: string; data?: unknown }
}

/**
 * One JSON-RPC call over fetch. Start-up talks to anvil's unlocked accounts this way, which keeps
 * it free of a provider's caching and polling.
 */
export async function requestRpc<T>(rpcUrl: string, method: string, params: readonly unknown[] = []): Promise<T> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  })
  if (!response.ok) throw new Error(`${method} on ${rpcUrl} failed with HTTP ${response.status}`)
  const body = (await response.json()) as RpcResponse
  if (body.error) throw new Error(`${method} on ${rpcUrl} failed: ${body.error.message}`)
  return body.result as T
}
