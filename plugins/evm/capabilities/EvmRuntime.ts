import type { Kernel, Timers } from 'portico/core'
import type { WalletSessions } from '../connector/walletSessions.js'
import type { Transports } from '../rpc/createTransports.js'
import type { EvmTokens } from '../tokens/EvmToken.js'

/** What the capabilities of one kernel's eip155 namespace share. */
export interface EvmRuntime {
  kernel: Kernel
  timers: Timers
  transports: Transports
  sessions: WalletSessions
  tokens: EvmTokens
  /** How long waitForTransaction waits for a receipt. */
  transactionTimeoutMs: number
  /** How often waitForTransaction asks for the receipt. */
  pollIntervalMs: number
}
