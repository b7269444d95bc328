import { formatUnits, truncateAddress } from '../../core/index.js'
import type { ApprovalDetail } from './createApprovalQueue.js'
import type { WalletTransaction } from './ChainBackend.js'
import type { WalletChain } from './WalletChain.js'

/** A token the wallet can name when a dApp asks it to transfer some. */
export interface KnownToken {
  address: string
  symbol: string
  decimals: number
}

const TRANSFER_SELECTOR = '0xa9059cbb'

/** What a transaction does, in the words an approval prompt needs. */
export function describeTransaction(
  transaction: WalletTransaction,
  from: string,
  chain: WalletChain,
  tokens: readonly KnownToken[],
): ApprovalDetail[] {
  const details: ApprovalDetail[] = [
    { label: 'From', value: from, mono: true },
    { label: 'Network', value: `${chain.name} (${chain.chainId})` },
  ]
  const transfer = decodeTransfer(transaction.data)
  if (transfer && transaction.to) {
    const token = tokens.find((t) => t.address.toLowerCase() === transaction.to!.toLowerCase())
    details.push(
      { label: 'Action', value: 'Token transfer' },
      { label: 'Amount', value: token ? `${formatUnits(transfer.amount, token.decimals)} ${token.symbol}` : `${transfer.amount} base units` },
      { label: 'To', value: transfer.to, mono: true },
      { label: 'Token contract', value: transaction.to, mono: true },
    )
  } else {
    details.push(
      { label: 'Amount', value: `${formatUnits(transaction.value ?? 0n, chain.nativeCurrency.decimals)} ${chain.nativeCurrency.symbol}` },
      { label: 'To', value: transaction.to ?? 'New contract', mono: Boolean(transaction.to) },
    )
    if (transaction.data && transaction.data !== '0x') details.push({ label: 'Data', value: shorten(transaction.data), mono: true })
  }
  return details
}

/** A personal_sign message: shown as text when its bytes are readable UTF-8, else as hex. */
export function describeMessage(bytes: Uint8Array, raw: string, from: string): ApprovalDetail[] {
  let text: string | undefined
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    text = undefined
  }
  const readable = text !== undefined && !hasControlCharacters(text)
  return [
    { label: 'Account', value: from, mono: true },
    readable ? { label: 'Message', value: text! } : { label: 'Message (hex)', value: shorten(raw), mono: true },
  ]
}

/** Control characters other than tab and line breaks: bytes that were never meant as text. */
function hasControlCharacters(text: string): boolean {
  for (const character of text) {
    const code = character.charCodeAt(0)
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f) return true
  }
  return false
}

/** transfer(address,uint256) call data: the selector, then two 32-byte words. */
function decodeTransfer(data: string | undefined): { to: string; amount: bigint } | undefined {
  if (!data || data.length !== 2 + 8 + 64 * 2 || !data.toLowerCase().startsWith(TRANSFER_SELECTOR)) return undefined
  const to = `0x${data.slice(10 + 24, 10 + 64)}`
  const amount = BigInt(`0x${data.slice(10 + 64)}`)
  return { to, amount }
}

function shorten(hex: string): string {
  return hex.length > 140 ? `${hex.slice(0, 66)}…${truncateAddress(hex).split('…')[1]} (${(hex.length - 2) / 2} bytes)` : hex
}
