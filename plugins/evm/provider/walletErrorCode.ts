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

function numberAt(value: unknown, path: readonly string[]): number | undefined {
  let current = value
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined
    current = readKey(current, key)
  }
  return typeof current === 'number' && Number.isInteger(current) ? current : undefined
}

/** A key of a wallet's error object: a getter or proxy trap that throws reads as nothing there. */
function readKey(value: object, key: string): unknown {
  try {
    return (value as Record<string, unknown>)[key]
  } catch {
    return undefined
  }
}
