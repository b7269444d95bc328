import type { RpcId } from './parseRelayFrame.js'
import type { RelayRpcError } from './RelayRpcError.js'

/** A successful answer to the client's request `id`. */
export function formatResult(id: RpcId, result: unknown): string {
  return withId(id, { result })
}

/** A JSON-RPC error answer; `id` is null when the request's id could not be read. */
export function formatError(id: RpcId | null, error: RelayRpcError): string {
  return withId(id, { error: { code: error.code, message: error.message } })
}

/** A request of the relay's own (irn_subscription), which the client answers with an ack. */
export function formatRequest(id: number, method: string, params: unknown): string {
  return JSON.stringify({ id, jsonrpc: '2.0', method, params })
}

function withId(id: RpcId | null, body: Record<string, unknown>): string {
  if (id !== null && typeof id === 'object') {
    // The id goes back as the digits it came in, not as the double JSON.parse made of them.
    return `{"id":${id.raw},${JSON.stringify({ jsonrpc: '2.0', ...body }).slice(1)}`
  }
  return JSON.stringify({ id, jsonrpc: '2.0', ...body })
}
