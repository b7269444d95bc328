import { isRpcError } from '../errors/RpcError.js'

/** JSON-RPC 2.0's "Internal error": the node itself failed, so another node may well succeed. */
export const RPC_INTERNAL_ERROR = -32603

/**
 * Whether a failed request says the endpoint failed (time-out, HTTP status, unreachable, garbage,
 * internal error), so another endpoint should be tried. A node's verdict on the request itself
 * (execution reverted, unrecognized chain, user rejected) would be the same anywhere: it is final.
 */
export function isTransportFailure(error: unknown): boolean {
  // A custom transport's own failure is not a node's verdict either.
  if (!isRpcError(error)) return true
  return error.code !== 'RPC_ERROR' || error.rpcCode === RPC_INTERNAL_ERROR
}
