import { readThrown, thrownMessage } from 'portico/core'

/**
 * The numeric EIP-1193 / JSON-RPC code of a wallet's error. Some wallets wrap the code that matters
 * (4902 from a mobile bridge) in `data.originalError` under a generic -32603, so the inner code is
 * used when the outer one is absent or that generic one.
 */
export function walletErrorCode(error: unknown): number | undefined {
  const outer = numberAt(error, ['code'])
  const nested = numberAt(error, ['data', 'originalError', 'code'])
  if (nested !== undefined && (outer === undefined || outer === -32603)) return nested
  return outer
}

/** Whether the wallet's error carries `code`, outside or nested in `data.originalError`. */
export function hasWalletErrorCode(error: unknown, code: number): boolean {
  return numberAt(error, ['code']) === code || numberAt(error, ['data', 'originalError', 'code']) === code
}

/** The wallet's own message, cut short: it is text from outside and only goes into `details`. */
export const walletErrorMessage = (error: unknown): string | undefined => thrownMessage(error)

/**
 * Whether the wallet (or the node behind it) refused a transaction for want of funds. There is no
 * code for it: nodes answer -32000 or -32003, MetaMask wraps that in -32603 with the node's error as
 * `data`, ethers names it `INSUFFICIENT_FUNDS`; all of them say 'insufficient funds' somewhere.
 */
export function isInsufficientFunds(error: unknown): boolean {
  const paths = [['message'], ['data', 'message'], ['data', 'originalError', 'message'], ['error', 'message'], ['cause', 'message']] as const
  if (readThrown(error, ['code']) === 'INSUFFICIENT_FUNDS') return true
  return paths.some((path) => {
    const text = readThrown(error, path)
    return typeof text === 'string' && /insufficient funds/i.test(text.slice(0, 500))
  })
}

function numberAt(value: unknown, path: readonly string[]): number | undefined {
  const found = readThrown(value, path)
  return typeof found === 'number' && Number.isInteger(found) ? found : undefined
}
