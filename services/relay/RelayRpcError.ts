/** The JSON-RPC 2.0 error codes the relay answers with. */
export const RPC_PARSE_ERROR = -32700
export const RPC_INVALID_REQUEST = -32600
export const RPC_METHOD_NOT_FOUND = -32601
export const RPC_INVALID_PARAMS = -32602
export const RPC_INTERNAL_ERROR = -32603
/** In JSON-RPC's server-error range: the client passed one of the relay's per-client caps. */
export const RPC_LIMIT_EXCEEDED = -32000

/** A failure the client caused or should see: answered as a JSON-RPC error with `code` and `message`. */
export class RelayRpcError extends Error {
  override readonly name = 'RelayRpcError'

  constructor(readonly code: number, message: string) {
    super(message)
  }
}
