/** An EIP-1193 error: a numeric `code` that viem, ethers and the plugin's own toWalletError read. */
export interface ProviderRpcError extends Error {
  code: number
  data?: unknown
}

export function providerRpcError(code: number, message: string, data?: unknown): ProviderRpcError {
  return Object.assign(new Error(message), { code, ...(data === undefined ? {} : { data }) })
}

/** EIP-1193's codes a provider the plugin makes answers with itself. */
export const EIP1193_CODES = {
  unsupportedMethod: 4200,
  disconnected: 4900,
  /** Connected, but not to the chain asked about: here, no RPC node of the site's serves it. */
  chainDisconnected: 4901,
  unrecognizedChain: 4902,
} as const
