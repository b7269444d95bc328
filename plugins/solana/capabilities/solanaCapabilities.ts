import type { CHAIN_CAPABILITIES, ChainCapabilities } from 'portico/core'
import { getBalance, getTokenBalances } from './balances.js'
import { estimateSendFee } from './estimateSendFee.js'
import { sendNative, sendToken } from './sendTransfer.js'
import { signMessage } from './signMessage.js'
import type { SolanaRuntime } from './SolanaRuntime.js'
import { switchNetwork } from './switchNetwork.js'
import { waitForTransaction } from './waitForTransaction.js'

/**
 * Everything solana can do, bound to one kernel's runtime: the chunk portico/core's
 * lazyCapabilities fetches on the first call (@solana/web3.js, later still, only with a send).
 * None of the optional ones: NFTs are not read on solana yet, so the NFTs tab does not show there.
 */
export function bindSolanaCapabilities(runtime: SolanaRuntime): Pick<ChainCapabilities, (typeof CHAIN_CAPABILITIES)[number]> {
  return {
    getBalance: (params) => getBalance(runtime, params),
    getTokenBalances: (params) => getTokenBalances(runtime, params),
    signMessage,
    switchNetwork: (params) => switchNetwork(runtime, params),
    sendNative: (params) => sendNative(runtime, params),
    sendToken: (params) => sendToken(runtime, params),
    waitForTransaction: (params) => waitForTransaction(runtime, params),
    estimateSendFee,
  }
}
