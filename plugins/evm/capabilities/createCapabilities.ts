import type { Kernel, Timers, ChainCapabilities, TransportCache } from 'portico/core'
import type { WalletSessions } from '../connector/walletSessions.js'
import type { EvmTokens } from '../tokens/EvmToken.js'

/** What the capabilities of one kernel's eip155 namespace share. */
export interface EvmRuntime {
  kernel: Kernel
  timers: Timers
  transports: TransportCache
  sessions: WalletSessions
  tokens: EvmTokens
  /** How long waitForTransaction waits for a receipt. */
  transactionTimeoutMs: number
  /** How often waitForTransaction asks for the receipt. */
  pollIntervalMs: number
}

/**
 * Everything eip155 can do, bound to one kernel's runtime. Every capability acts on a connected
 * wallet, so none is needed before a connect: their code is one chunk, fetched on the first call,
 * and the page's initial JS carries only these forwarders.
 */
export function createCapabilities(runtime: EvmRuntime): ChainCapabilities {
  const load = () => import('./evmCapabilities.js')
  return {
    getBalance: async (params) => (await load()).getBalance(runtime, params),
    signMessage: async (params) => (await load()).signMessage(params),
    switchNetwork: async (params) => (await load()).switchNetwork(params),
    sendNative: async (params) => (await load()).sendNative(runtime, params),
    sendToken: async (params) => (await load()).sendToken(runtime, params),
    waitForTransaction: async (params) => (await load()).waitForTransaction(runtime, params),
    getTokenBalances: async (params) => (await load()).getTokenBalances(runtime, params),
  }
}
