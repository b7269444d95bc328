import type { ChainCapabilities } from 'portico/core'
import type { EvmRuntime } from './EvmRuntime.js'

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
