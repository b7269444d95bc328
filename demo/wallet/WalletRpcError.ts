/** The EIP-1193 and EIP-1474 codes the demo wallet answers with. */
export const WALLET_ERROR_CODES = {
  USER_REJECTED: 4001,
  UNAUTHORIZED: 4100,
  UNSUPPORTED_METHOD: 4200,
  DISCONNECTED: 4900,
  UNRECOGNIZED_CHAIN: 4902,
  INVALID_PARAMS: -32602,
  INTERNAL: -32603,
} as const

/**
 * A ProviderRpcError (EIP-1193): an Error with a numeric `code`, so a dApp can tell a refusal
 * (4001) from an unknown chain (4902) the way it does with a real wallet.
 */
export class WalletRpcError extends Error {
  override name = 'WalletRpcError'
  readonly code: number
  readonly data: unknown

  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.code = code
    this.data = data
  }
}

export const userRejected = () => new WalletRpcError(WALLET_ERROR_CODES.USER_REJECTED, 'User rejected the request.')

export const unauthorized = () =>
  new WalletRpcError(WALLET_ERROR_CODES.UNAUTHORIZED, 'The requested account and/or method has not been authorized by the user.')

export const unsupportedMethod = (method: string) =>
  new WalletRpcError(WALLET_ERROR_CODES.UNSUPPORTED_METHOD, `The Portico Demo Wallet does not support the method "${method}".`)

export const unrecognizedChain = (chainId: string) =>
  new WalletRpcError(
    WALLET_ERROR_CODES.UNRECOGNIZED_CHAIN,
    `Unrecognized chain ID "${chainId}". Try adding the chain using wallet_addEthereumChain first.`,
  )

export const invalidParams = (message: string) => new WalletRpcError(WALLET_ERROR_CODES.INVALID_PARAMS, `Invalid params: ${message}`)

/** A failure below the wallet (the node refused, the network is down) as a JSON-RPC internal error, keeping the node's code when it gave one. */
export function internalError(cause: unknown): WalletRpcError {
  if (cause instanceof WalletRpcError) return cause
  const nested = findRpcError(cause)
  const message = nested?.message ?? (cause instanceof Error ? (cause as { shortMessage?: string }).shortMessage ?? cause.message : String(cause))
  return new WalletRpcError(nested?.code ?? WALLET_ERROR_CODES.INTERNAL, message, nested?.data)
}

/** ethers wraps the node's JSON-RPC error as `error.error` (and sometimes `error.info.error`). */
function findRpcError(cause: unknown): { code: number; message: string; data?: unknown } | undefined {
  const candidates = [
    (cause as { error?: unknown })?.error,
    (cause as { info?: { error?: unknown } })?.info?.error,
  ]
  for (const candidate of candidates) {
    const { code, message, data } = (candidate ?? {}) as { code?: unknown; message?: unknown; data?: unknown }
    if (typeof code === 'number' && typeof message === 'string') return { code, message, data }
  }
  return undefined
}
