import type { Kernel, Timers, TransportCache } from 'portico/core'
import type { SolanaTokens } from '../tokens/SolanaToken.js'

/** What the capabilities of one kernel's solana namespace share. */
export interface SolanaRuntime {
  kernel: Kernel
  timers: Timers
  transports: TransportCache
  tokens: SolanaTokens
  /** How long waitForTransaction waits for the signature to be confirmed. */
  transactionTimeoutMs: number
  pollIntervalMs: number
  /** The commitment a send's preflight simulation runs at (SPEC section 5's list). */
  preflightCommitment: PreflightCommitment
}

/** SPEC section 5: a Solana preflight commitment is one of these. */
export const PREFLIGHT_COMMITMENTS = ['processed', 'confirmed', 'finalized', 'recent', 'single', 'singleGossip', 'root', 'max'] as const
export type PreflightCommitment = (typeof PREFLIGHT_COMMITMENTS)[number]
