/**
 * A node that could not be asked: unreachable, silent past the time-out, an HTTP error, or a
 * reply that is not JSON-RPC. The message names the network (`eip155:31337 did not answer within
 * 10000 ms`), never the node's URL, which often holds an API key, so it is fit for an answer to a
 * client and for the logs; what the node said, if anything, is not in it.
 */
export class RpcTransportError extends Error {
  override name = 'RpcTransportError'

  constructor(
    readonly network: string,
    message: string,
    options?: ErrorOptions,
  ) {
    super(`${network} ${message}`, options)
  }
}
