import { readRawRpcId } from './readRawRpcId.js'
import { RelayRpcError, RPC_INVALID_REQUEST, RPC_PARSE_ERROR } from './RelayRpcError.js'

/** A JSON-RPC id as the client sent it; `raw` keeps an integer too large for a double digit for digit. */
export type RpcId = string | number | { readonly raw: string }

export type RelayFrame =
  | { kind: 'request'; id: RpcId; method: string; params: unknown }
  | { kind: 'response'; id: RpcId; ok: boolean }
  | { kind: 'invalid'; id: RpcId | null; error: RelayRpcError }

const MAX_STRING_ID_LENGTH = 128

/**
 * Reads one text frame: a JSON-RPC 2.0 request from the client, or its answer (an ack) to an
 * `irn_subscription` the relay sent. Anything else comes back as `invalid`, with the id when one
 * could be read, so the client can match the error to its request.
 */
export function parseRelayFrame(text: string): RelayFrame {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return invalid(null, RPC_PARSE_ERROR, 'The frame is not JSON: send one JSON-RPC 2.0 object per text frame.')
  }
  if (Array.isArray(value)) {
    return invalid(null, RPC_INVALID_REQUEST, 'Batches are not supported: send one JSON-RPC request per frame.')
  }
  if (typeof value !== 'object' || value === null) {
    return invalid(null, RPC_INVALID_REQUEST, 'A frame must be a JSON-RPC 2.0 object.')
  }
  const frame = value as Record<string, unknown>
  const id = readId(frame.id, text)
  if (id === undefined) {
    return invalid(null, RPC_INVALID_REQUEST, `"id" must be a string of at most ${MAX_STRING_ID_LENGTH} characters or an integer.`)
  }
  if (frame.jsonrpc !== '2.0') return invalid(id, RPC_INVALID_REQUEST, '"jsonrpc" must be "2.0".')
  if ('method' in frame) {
    if (typeof frame.method !== 'string' || frame.method === '') {
      return invalid(id, RPC_INVALID_REQUEST, '"method" must be a non-empty string.')
    }
    return { kind: 'request', id, method: frame.method, params: frame.params }
  }
  if ('result' in frame || 'error' in frame) return { kind: 'response', id, ok: 'result' in frame && !('error' in frame) }
  return invalid(id, RPC_INVALID_REQUEST, 'A frame must carry a "method" (a request) or a "result" or "error" (a response).')
}

function readId(id: unknown, text: string): RpcId | undefined {
  if (typeof id === 'string') return id.length > 0 && id.length <= MAX_STRING_ID_LENGTH ? id : undefined
  if (typeof id !== 'number' || !Number.isInteger(id)) return undefined
  if (Number.isSafeInteger(id)) return id
  const raw = readRawRpcId(text)
  return raw !== undefined && /^-?\d{1,20}$/.test(raw) ? { raw } : undefined
}

function invalid(id: RpcId | null, code: number, message: string): RelayFrame {
  return { kind: 'invalid', id, error: new RelayRpcError(code, message) }
}
