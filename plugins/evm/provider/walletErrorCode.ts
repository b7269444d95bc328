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
export function walletErrorMessage(error: unknown): string | undefined {
  const message = typeof error === 'object' && error !== null ? readKey(error, 'message') : undefined
  return typeof message === 'string' && message ? message.slice(0, 200) : undefined
}

/**
 * Whether the wallet (or the node behind it) refused a transaction for want of funds. There is no
 * code for it: nodes answer -32000 or -32003, MetaMask wraps that in -32603 with the node's error as
 * `data`, ethers names it `INSUFFICIENT_FUNDS`; all of them say 'insufficient funds' somewhere.
 */
export function isInsufficientFunds(error: unknown): boolean {
  const paths = [['message'], ['data', 'message'], ['data', 'originalError', 'message'], ['error', 'message'], ['cause', 'message']] as const
  if (valueAt(error, ['code']) === 'INSUFFICIENT_FUNDS') return true
  return paths.some((path) => {
    const text = valueAt(error, path)
    return typeof text === 'string' && /insufficient funds/i.test(text.slice(0, 500))
  })
}

function numberAt(value: unknown, path: readonly string[]): number | undefined {
  const found = valueAt(value, path)
  return typeof found === 'number' && Number.isInteger(found) ? found : undefined
}

function valueAt(value: unknown, path: readonly string[]): unknown {
  let current = value
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined
    current = readKey(current, key)
  }
  return current
}

/** A key of a wallet's error object: a getter or proxy trap that throws reads as nothing there. */
function readKey(value: object, key: string): unknown {
  try {
    return (value as Record<string, unknown>)[key]
  } catch {
    return undefined
  }
}
