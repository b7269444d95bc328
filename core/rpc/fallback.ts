import { RpcError } from '../errors/RpcError.js'
import { createTimers, type Timers } from '../kernel/createTimers.js'
import { rankTransports, type RankOptions } from './rankTransports.js'
import { isTransportFailure, type Transport } from './Transport.js'

export interface FallbackTransportOptions {
  /** Reorders the transports by sampled success rate and latency (SPEC: every 4 s, 10 samples). */
  rank?: boolean | RankOptions
  /** The kernel's timers, so its destroy() stops the ranking poll. */
  timers?: Timers
  /** Which errors move a request on to the next transport; the default is isTransportFailure. */
  shouldFallBack?: (error: unknown) => boolean
}

export interface FallbackTransport extends Transport {
  /** The transports in the order the next request tries them. */
  readonly transports: readonly Transport[]
}

/**
 * Tries each transport in turn until one answers. A node's own JSON-RPC error is final and is not
 * retried elsewhere. The fallback owns its transports: destroy() destroys them too.
 */
export function fallback(transports: readonly Transport[], options: FallbackTransportOptions = {}): FallbackTransport {
  if (transports.length === 0) throw new RpcError('RPC_NO_TRANSPORTS')
  const shouldFallBack = options.shouldFallBack ?? isTransportFailure
  let order: readonly Transport[] = [...transports]
  let destroyed = false

  const stopRanking = options.rank
    ? rankTransports({
        ...(options.rank === true ? {} : options.rank),
        transports,
        timers: options.timers ?? createTimers(),
        isFailure: shouldFallBack,
        onRank: (ranked) => {
          order = ranked
        },
      })
    : () => {}

  return {
    get transports() {
      return order
    },
    async request(request) {
      if (destroyed) throw new RpcError('RPC_TRANSPORT_DESTROYED', { details: 'fallback transport' })
      let lastError: unknown
      for (const transport of order) {
        try {
          return await transport.request(request)
        } catch (error) {
          if (!shouldFallBack(error)) throw error
          lastError = error
        }
      }
      throw lastError
    },
    destroy() {
      if (destroyed) return
      destroyed = true
      stopRanking()
      for (const transport of transports) transport.destroy()
    },
  }
}
