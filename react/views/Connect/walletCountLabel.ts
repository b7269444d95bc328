/**
 * The All Wallets row's count: exact under ten, else rounded down to tens with a plus
 * (347 wallets read "340+"), so the number never promises more wallets than the registry has.
 */
export function walletCountLabel(count: number): string | undefined {
  if (!Number.isFinite(count) || count < 1) return undefined
  if (count < 10) return String(Math.floor(count))
  return `${Math.floor(count / 10) * 10}+`
}
