import { parseHexChainId, type WalletChain } from './WalletChain.js'
import { invalidParams } from './WalletRpcError.js'

/**
 * The single parameter of wallet_addEthereumChain (EIP-3085), checked the way a careful wallet
 * checks it: a dApp that sends a malformed chain gets -32602 naming the field, never a chain the
 * wallet cannot reach.
 */
export function parseAddChainParams(params: unknown): WalletChain {
  const [raw] = Array.isArray(params) ? params : []
  if (!raw || typeof raw !== 'object') throw invalidParams('wallet_addEthereumChain expects one object parameter.')
  const { chainId, chainName, rpcUrls, nativeCurrency, blockExplorerUrls } = raw as Record<string, unknown>

  const id = parseHexChainId(chainId)
  if (typeof chainName !== 'string' || !chainName.trim()) throw invalidParams('chainName must be a non-empty string.')
  const rpcUrl = Array.isArray(rpcUrls) ? rpcUrls.find(isHttpUrl) : undefined
  if (!rpcUrl) throw invalidParams('rpcUrls must hold at least one http or https URL.')
  if (blockExplorerUrls !== undefined && blockExplorerUrls !== null && (!Array.isArray(blockExplorerUrls) || !blockExplorerUrls.every(isHttpUrl))) {
    throw invalidParams('blockExplorerUrls, when given, must be a list of http or https URLs.')
  }
  const currency = (nativeCurrency ?? {}) as Record<string, unknown>
  if (typeof currency.name !== 'string' || !currency.name) throw invalidParams('nativeCurrency.name must be a non-empty string.')
  if (typeof currency.symbol !== 'string' || currency.symbol.length < 2 || currency.symbol.length > 6) {
    throw invalidParams('nativeCurrency.symbol must be 2 to 6 characters.')
  }
  if (currency.decimals !== 18) throw invalidParams('nativeCurrency.decimals must be 18.')

  return {
    chainId: id,
    name: chainName.trim(),
    rpcUrl,
    nativeCurrency: { name: currency.name, symbol: currency.symbol, decimals: 18 },
    blockExplorerUrl: Array.isArray(blockExplorerUrls) ? (blockExplorerUrls[0] as string | undefined) : undefined,
  }
}

function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false
  try {
    const { protocol } = new URL(value)
    return protocol === 'http:' || protocol === 'https:'
  } catch {
    return false
  }
}
