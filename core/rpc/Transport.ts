/** One JSON-RPC call. The transport adds `jsonrpc` and `id`. */
export interface RpcRequest {
  method: string
  /** Positional or named parameters; sent as `[]` when absent. */
  params?: readonly unknown[] | Readonly<Record<string, unknown>>
}

/**
 * A way to reach a JSON-RPC node, chain-agnostic: chain plugins build their reads on it.
 * `request` resolves with the node's `result` or rejects with an RpcError.
 */
export interface Transport {
  request(request: RpcRequest): Promise<unknown>
  /** Stops timers and rejects what is still pending; later requests reject at once. */
  destroy(): void
}
