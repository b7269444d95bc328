/** An EIP-1193 provider as this plugin offers it (the evm plugin reads it through `getProvider()`). */
export interface Eip1193Like {
  request(args: { method: string; params?: readonly unknown[] | Readonly<Record<string, unknown>> }): Promise<unknown>
  on(event: string, listener: (...args: unknown[]) => void): void
  removeListener(event: string, listener: (...args: unknown[]) => void): void
}

/** An EIP-1193 error: a numeric `code` the evm plugin (and viem, ethers) map to their own. */
export interface ProviderRpcError extends Error {
  code: number
  data?: unknown
}

export function providerRpcError(code: number, message: string, data?: unknown): ProviderRpcError {
  return Object.assign(new Error(message), { code, ...(data === undefined ? {} : { data }) })
}

/** EIP-1193's codes this provider answers with itself. */
export const EIP1193_CODES = {
  unsupportedMethod: 4200,
  disconnected: 4900,
  /** Connected, but not to the chain asked about: here, no RPC node of the site's serves it. */
  chainDisconnected: 4901,
  unrecognizedChain: 4902,
} as const
