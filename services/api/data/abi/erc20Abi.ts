/**
 * The few ERC-20 calls and the Transfer event the data layer reads, encoded and decoded by hand:
 * each is a fixed selector and 32-byte words, and decoding must survive hostile return data.
 */
export const ERC20_SELECTORS = {
  name: '0x06fdde03',
  symbol: '0x95d89b41',
  decimals: '0x313ce567',
  balanceOf: '0x70a08231',
} as const

/** keccak256('Transfer(address,address,uint256)') */
export const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'

const MAX_UINT256 = (1n << 256n) - 1n

export function encodeBalanceOf(owner: string): string {
  return `${ERC20_SELECTORS.balanceOf}${owner.slice(2).toLowerCase().padStart(64, '0')}`
}

/** The first word of return data as an unsigned integer; undefined when there is no full word. */
export function decodeUint256(data: string): bigint | undefined {
  if (!/^0x[0-9a-fA-F]*$/.test(data) || data.length < 66) return undefined
  return BigInt(`0x${data.slice(2, 66)}`)
}

/** `decimals()` is a uint8; anything larger means the contract is not an ERC-20 token. */
export function decodeDecimals(data: string): number | undefined {
  const value = decodeUint256(data)
  return value !== undefined && value <= 255n ? Number(value) : undefined
}

/** An indexed address topic: 12 zero bytes, then the address. */
export function decodeAddressTopic(topic: string): string | undefined {
  return /^0x0{24}[0-9a-fA-F]{40}$/.test(topic) ? `0x${topic.slice(26).toLowerCase()}` : undefined
}

/** A Transfer log's amount: exactly one word of data (ERC-721 puts the id in a fourth topic). */
export function decodeTransferAmount(data: string): bigint | undefined {
  if (!/^0x[0-9a-fA-F]{64}$/.test(data)) return undefined
  const value = BigInt(data)
  return value <= MAX_UINT256 ? value : undefined
}

/**
 * `name()` / `symbol()` return data: an ABI string, or a bytes32 as some early tokens return.
 * Undefined when it is neither or holds nothing readable.
 */
export function decodeTokenText(data: string): string | undefined {
  if (!/^0x(?:[0-9a-fA-F]{2})*$/.test(data)) return undefined
  const bytes = Buffer.from(data.slice(2), 'hex')
  let raw: Uint8Array | undefined
  if (bytes.length >= 64) {
    const offset = readSmallWord(bytes, 0)
    const length = offset === undefined ? undefined : readSmallWord(bytes, offset)
    if (offset !== undefined && length !== undefined && offset + 32 + length <= bytes.length) {
      raw = bytes.subarray(offset + 32, offset + 32 + length)
    }
  }
  if (!raw && bytes.length === 32) {
    const end = bytes.indexOf(0)
    raw = bytes.subarray(0, end === -1 ? 32 : end)
  }
  if (!raw) return undefined
  const text = cleanTokenText(new TextDecoder('utf-8', { fatal: false }).decode(raw))
  return text === '' ? undefined : text
}

const MAX_TEXT = 64

/** Token names are attacker-chosen: no control or format characters, no runs of space, bounded. */
export function cleanTokenText(text: string): string {
  const cleaned = text.replace(/[\p{Cc}\p{Cf}\p{Co}\p{Cn}\uFFFD]/gu, '').replace(/\s+/gu, ' ').trim()
  return Array.from(cleaned).slice(0, MAX_TEXT).join('').trim()
}

function readSmallWord(bytes: Uint8Array, at: number): number | undefined {
  if (at + 32 > bytes.length) return undefined
  const word = BigInt(`0x${Buffer.from(bytes.subarray(at, at + 32)).toString('hex')}`)
  return word <= BigInt(bytes.length) ? Number(word) : undefined
}
