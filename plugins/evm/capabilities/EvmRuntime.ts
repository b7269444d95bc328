import type { Kernel, Timers, TransportCache } from 'portico/core'
import type { EvmTokens } from '../tokens/EvmToken.js'

/** What the capabilities of one kernel's eip155 namespace share; the wallet of a call comes in its parameters. */
export interface EvmRuntime {
  kernel: Kernel
  timers: Timers
  transports: TransportCache
  tokens: EvmTokens
  /** How long waitForTransaction waits for a receipt. */
  transactionTimeoutMs: number
  /** How often waitForTransaction asks for the receipt. */
  pollIntervalMs: number
}
