import { ChainError, type ChainCapabilities, type Network } from 'portico/core'
import { chainIdOf, toQuantity } from '../encoding.js'
import { eip1193ProviderOf, requestWallet } from '../provider/Eip1193Provider.js'
import { toWalletError } from '../provider/toWalletError.js'
import { hasWalletErrorCode, walletErrorMessage } from '../provider/walletErrorCode.js'

type Params = Parameters<ChainCapabilities['switchNetwork']>[0]

/** EIP-3326's "unrecognized chain": the wallet does not know the chain yet (SPEC section 8). */
export const UNRECOGNIZED_CHAIN_CODE = 4902

/**
 * wallet_switchEthereumChain. A wallet that does not know the chain (4902, also nested in
 * `data.originalError`) is asked to add it, then to switch again; an add the wallet could not do is
 * 'Chain is not supported'. A refusal, of the switch or of the add, is USER_REJECTED: the visitor
 * declined, the chain may be perfectly supported. The kernel follows the move on the wallet's
 * chainChanged or, failing that, once this resolves.
 */
export async function switchNetwork({ network, provider: session }: Params): Promise<void> {
  const provider = eip1193ProviderOf(session)
  const chainId = toQuantity(chainIdOf(network))
  const switchChain = async () => {
    try {
      await requestWallet(provider, { method: 'wallet_switchEthereumChain', params: [{ chainId }] })
    } catch (error) {
      throw hasWalletErrorCode(error, UNRECOGNIZED_CHAIN_CODE) ? error : toWalletError(error, 'wallet_switchEthereumChain')
    }
  }
  try {
    await switchChain()
    return
  } catch (error) {
    if (!hasWalletErrorCode(error, UNRECOGNIZED_CHAIN_CODE)) throw error
  }
  try {
    await requestWallet(provider, { method: 'wallet_addEthereumChain', params: [addChainParameters(network, chainId)] })
  } catch (error) {
    const refusal = toWalletError(error, 'wallet_addEthereumChain')
    if (refusal.code === 'USER_REJECTED') throw refusal
    const message = walletErrorMessage(error)
    throw new ChainError('CHAIN_NOT_SUPPORTED', {
      details: `wallet_addEthereumChain for ${network.caipNetworkId}${message ? `: ${message}` : ''}`,
      cause: error,
    })
  }
  try {
    await switchChain()
  } catch (error) {
    throw toWalletError(error, 'wallet_switchEthereumChain')
  }
}

/** EIP-3085's parameters; the wallet gets the chain's own RPC URLs, never the public endpoint's key. */
export function addChainParameters(network: Network, chainId: string) {
  const explorer = network.blockExplorers?.default.url
  return {
    chainId,
    chainName: network.name,
    nativeCurrency: { ...network.nativeCurrency },
    rpcUrls: [...(network.rpcUrls.default.http.length > 0 ? network.rpcUrls.default.http : network.rpcUrls.chainDefault?.http ?? [])],
    ...(explorer ? { blockExplorerUrls: [explorer] } : {}),
  }
}
