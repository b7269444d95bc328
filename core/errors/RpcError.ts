import { codedErrorClass, type CodedErrorOptions } from './PorticoError.js'

/**
 * Failures of the JSON-RPC transport (SPEC section 7, Blockchain RPC). SPEC gives no visitor text for
 * them: chain plugins map `rpcCode` (4902, 5000, -32603...) to their own catalogue entries.
 */
export const rpcErrors = {
  RPC_ERROR: 'The RPC node answered with an error',
  RPC_TIMEOUT: 'The RPC request timed out',
  RPC_HTTP_ERROR: 'The RPC endpoint answered with HTTP status {status}',
  RPC_NETWORK_ERROR: 'The RPC endpoint could not be reached',
  RPC_INVALID_RESPONSE: 'The RPC endpoint sent an invalid response',
  RPC_TRANSPORT_DESTROYED: 'The RPC transport was destroyed',
  RPC_NO_TRANSPORTS: 'A fallback transport needs at least one transport',
} as const

export type RpcErrorCode = keyof typeof rpcErrors

export interface RpcErrorOptions extends CodedErrorOptions {
  /** The JSON-RPC error code the node sent (RPC_ERROR only). */
  rpcCode?: number
  /** The node's `error.data`, e.g. the revert data of a failed call. */
  data?: unknown
  /** The HTTP status (RPC_HTTP_ERROR only). */
  status?: number
}

export class RpcError extends codedErrorClass('RpcError', rpcErrors) {
  readonly rpcCode: number | undefined
  readonly data: unknown
  readonly status: number | undefined

  constructor(code: RpcErrorCode, options: RpcErrorOptions = {}) {
    super(code, options)
    this.rpcCode = options.rpcCode
    this.data = options.data
    this.status = options.status
  }
}

export function isRpcError(error: unknown, code?: RpcErrorCode): error is RpcError {
  return error instanceof RpcError && (code === undefined || error.code === code)
}
