import type { ChainCapabilities } from '../../../core/kernel/types.js'
import type { EvmRuntime } from './EvmRuntime.js'
import { getBalance } from './getBalance.js'
import { getTokenBalances } from './getTokenBalances.js'
import { sendNative } from './sendNative.js'
import { sendToken } from './sendToken.js'
import { signMessage } from './signMessage.js'
import { switchNetwork } from './switchNetwork.js'
import { waitForTransaction } from './waitForTransaction.js'

/** Everything eip155 can do, bound to one kernel's runtime. */
export function createCapabilities(runtime: EvmRuntime): ChainCapabilities {
  return {
    getBalance: (params) => getBalance(runtime, params),
    signMessage: (params) => signMessage(runtime, params),
    switchNetwork: (params) => switchNetwork(runtime, params),
    sendNative: (params) => sendNative(runtime, params),
    sendToken: (params) => sendToken(runtime, params),
    waitForTransaction: (params) => waitForTransaction(runtime, params),
    getTokenBalances: (params) => getTokenBalances(runtime, params),
  }
}
