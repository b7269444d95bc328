import { createApiNftSource, type ChainCapabilities } from 'portico/core'
import { getBalance, getTokenBalances } from './balances.js'
import { estimateSendFee } from './estimateSendFee.js'
import type { EvmRuntime } from './EvmRuntime.js'
import { sendNative, sendToken } from './sendTransaction.js'
import { signMessage } from './signMessage.js'
import { switchNetwork } from './switchNetwork.js'
import { waitForTransaction } from './waitForTransaction.js'

/**
 * Everything eip155 can do, bound to one kernel's runtime: the chunk portico/core's
 * lazyCapabilities fetches on the first call (ethers, later still, only with an ABI's first use).
 */
export function bindEvmCapabilities(runtime: EvmRuntime): ChainCapabilities {
  // ERC-721 holdings need an index of Transfer events, which the site's API keeps; a site may give its own source.
  const nfts = runtime.nfts ?? createApiNftSource(runtime.kernel)
  return {
    getBalance: (params) => getBalance(runtime, params),
    getTokenBalances: (params) => getTokenBalances(runtime, params),
    signMessage,
    switchNetwork,
    sendNative: (params) => sendNative(runtime, params),
    sendToken: (params) => sendToken(runtime, params),
    waitForTransaction: (params) => waitForTransaction(runtime, params),
    estimateSendFee: (params) => estimateSendFee(runtime, params),
    getNfts: (params) => nfts.nfts(params),
  }
}
