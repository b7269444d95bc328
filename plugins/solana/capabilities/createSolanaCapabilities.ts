import type { ChainCapabilities } from 'portico/core'
import type { SolanaRuntime } from './SolanaRuntime.js'

/**
 * Everything solana can do, bound to one kernel's runtime. Their code is one chunk fetched on the
 * first call (the chain SDK, @solana/web3.js, later still: only a send loads it).
 */
export function createSolanaCapabilities(runtime: SolanaRuntime): Partial<ChainCapabilities> {
  const load = () => import('./solanaCapabilities.js')
  return {
    getBalance: async (params) => (await load()).getBalance(runtime, params),
    getTokenBalances: async (params) => (await load()).getTokenBalances(runtime, params),
    signMessage: async (params) => (await load()).signMessage(params),
    switchNetwork: async (params) => (await load()).switchNetwork(runtime, params),
    sendNative: async (params) => (await load()).sendNative(runtime, params),
    sendToken: async (params) => (await load()).sendToken(runtime, params),
    waitForTransaction: async (params) => (await load()).waitForTransaction(runtime, params),
  }
}
