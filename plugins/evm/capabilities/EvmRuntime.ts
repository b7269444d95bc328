import type { Kernel, NftSource, Timers, TransportCache } from 'portico/core'
import type { EvmTokens } from '../tokens/EvmToken.js'

/** What the capabilities of one kernel's eip155 namespace share; the wallet of a call comes in its parameters. */
export interface EvmRuntime {
  kernel: Kernel
  timers: Timers
  transports: TransportCache
  tokens: EvmTokens
  /** Where getNfts reads from: the site's API unless the site gave its own. */
  nfts: NftSource | undefined
  /** How long waitForTransaction waits for a receipt. */
  transactionTimeoutMs: number
  /** How often waitForTransaction asks for the receipt. */
  pollIntervalMs: number
}
