import { SendError, type SendErrorCode, type Network, type ChainCapabilities } from 'portico/core'
import type { EvmAbi } from '../abi/EvmAbi.js'
import { loadEvmAbi } from '../abi/loadEvmAbi.js'
import { EvmError } from '../EvmError.js'
import { chainIdOf, toCaipChainId, toQuantity } from '../encoding.js'
import { isEvmAddress, prefixAddress } from '../evmAddress.js'
import { type Eip1193Provider, eip1193ProviderOf, requestWallet } from '../provider/Eip1193Provider.js'
import { toWalletError } from '../provider/toWalletError.js'
import type { EvmRuntime } from './EvmRuntime.js'

/**
 * A send's address in its EIP-55 form. A mixed-case address whose checksum is wrong is a typo the
 * checksum exists to catch, so nothing is sent to it.
 */
export function checkedAddress(abi: EvmAbi, address: string, code: SendErrorCode): string {
  try {
    if (isEvmAddress(address)) return abi.checksumAddress(address)
  } catch {
    throw new SendError(code, { details: `"${address}" fails its EIP-55 checksum` })
  }
  throw new SendError(code, { details: `"${address.slice(0, 64)}" is not an EVM address` })
}

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

type SendNativeParams = Parameters<ChainCapabilities['sendNative']>[0]

/** Sends the native currency: eth_sendTransaction { from, to, value } through the wallet. */
export async function sendNative(runtime: Pick<EvmRuntime, 'kernel'>, { address, to, amount, network, provider: session }: SendNativeParams): Promise<string> {
  const provider = eip1193ProviderOf(session)
  const abi = await loadEvmAbi(runtime.kernel)
  const receiver = checkedAddress(abi, to, 'INVALID_RECEIVER')
  return sendTransaction(provider, network, { from: address, to: receiver, value: toQuantity(amount) })
}

type SendTokenParams = Parameters<ChainCapabilities['sendToken']>[0]

/** Sends an ERC20 token: the token contract's transfer(receiver, amount) (SPEC section 7). */
export async function sendToken(runtime: Pick<EvmRuntime, 'kernel'>, params: SendTokenParams): Promise<string> {
  const { address, to, tokenAddress, amount, network } = params
  const provider = eip1193ProviderOf(params.provider)
  const abi = await loadEvmAbi(runtime.kernel)
  const receiver = checkedAddress(abi, to, 'INVALID_RECEIVER')
  const token = checkedAddress(abi, tokenAddress, 'TOKEN_ADDRESS_REQUIRED')
  return sendTransaction(provider, network, { from: address, to: token, data: abi.encodeTransfer(receiver, amount) })
}
