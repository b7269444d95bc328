/**
 * A JSON-RPC error object sent back by a node for one request: the node answered, the request
 * failed (a revert, an unknown method). Transport failures (unreachable node, HTTP status, bad
 * body, time-out) are plain Errors instead, so callers can tell "retry later" from "this call fails".
 */
export class RpcCallError extends Error {
  override name = 'RpcCallError'

  constructor(
    readonly method: string,
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(`${method} failed (${code}): ${message}`)
  }

  /** A call that reverted (or hit no code): the answer is "no value", not a node problem. */
  get isRevert(): boolean {
    return this.code === 3 || /revert/i.test(this.message)
  }

  /** The node does not implement the method, so a fallback may be tried. */
  get isMethodNotFound(): boolean {
    return this.code === -32601 || (/method/i.test(this.message) && /not (found|supported|available)|does not exist/i.test(this.message))
  }
}
