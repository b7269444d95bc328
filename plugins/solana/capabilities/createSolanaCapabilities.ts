import type { ChainCapabilities, Kernel, Timers } from 'portico/core'
import type { SolanaTransports } from '../rpc/solanaTransports.js'
import type { SolanaTokens } from '../tokens/SolanaToken.js'

/** What the capabilities of one kernel's solana namespace share. */
export interface SolanaRuntime {
  kernel: Kernel
  timers: Timers
  transports: SolanaTransports
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

/**
 * Everything solana can do, bound to one kernel's runtime. Their code is one chunk fetched on the
 * first call (the chain SDK, @solana/web3.js, later still: only a send loads it).
 */
export function createSolanaCapabilities(runtime: SolanaRuntime): Partial<ChainCapabilities> {
  const load = () => import('./solanaCapabilities.js')
  return {
    getBalance: async (params) => (await load()).getBalance(runtime, params),
    getTokenBalances: async (params) => (await load()).getTokenBalances(runtime, params),
    signMessage: async (params) => (await load()).signMessage(runtime, params),
    switchNetwork: async (params) => (await load()).switchNetwork(runtime, params),
    sendNative: async (params) => (await load()).sendNative(runtime, params),
    sendToken: async (params) => (await load()).sendToken(runtime, params),
    waitForTransaction: async (params) => (await load()).waitForTransaction(runtime, params),
  }
}
