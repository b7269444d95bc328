import type { Network } from 'portico/core'
import { EvmError } from '../EvmError.js'
import { chainIdOf } from '../networks/chainIdOf.js'
import { prefixAddress } from '../prefixAddress.js'
import type { Eip1193Provider } from '../provider/Eip1193Provider.js'
import { requestWallet } from '../provider/requestWallet.js'
import { toCaipChainId } from '../provider/toCaipChainId.js'
import { toWalletError } from '../provider/toWalletError.js'

const TRANSACTION_HASH = /^0x[0-9a-fA-F]{64}$/

export interface TransactionRequest {
  from: string
  to: string
  value?: `0x${string}`
  data?: string
}

/**
 * eth_sendTransaction through the wallet, on `network` only: the wallet is asked for its chain
 * first, since one that moved without the kernel hearing it would send on another chain. Resolves
 * with the transaction hash.
 */
export async function sendTransaction(provider: Eip1193Provider, network: Network, transaction: TransactionRequest): Promise<string> {
  let hash: unknown
  try {
    const walletChain = toCaipChainId(await requestWallet(provider, { method: 'eth_chainId' }))
    if (walletChain !== `eip155:${chainIdOf(network)}`) {
      throw new EvmError('WALLET_CHAIN_MISMATCH', { details: `the wallet is on ${walletChain ?? 'an unknown chain'}, the send is for ${network.caipNetworkId}` })
    }
    hash = await requestWallet(provider, {
      method: 'eth_sendTransaction',
      params: [{ ...transaction, from: prefixAddress(transaction.from) }],
    })
  } catch (error) {
    throw toWalletError(error, 'eth_sendTransaction')
  }
  if (typeof hash !== 'string' || !TRANSACTION_HASH.test(hash)) {
    throw new EvmError('INVALID_WALLET_RESULT', { details: 'eth_sendTransaction did not return a transaction hash' })
  }
  return hash
}
