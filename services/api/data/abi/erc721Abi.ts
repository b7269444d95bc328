import { decodeAddressTopic, TRANSFER_TOPIC } from './erc20Abi.js'

/**
 * The ERC-721 reads the data layer makes, by hand like the ERC-20 ones: an ERC-721 Transfer has
 * the ERC-20 event's signature (hence its topic) with the token id indexed as a fourth topic.
 */
export const ERC721_TRANSFER_TOPIC = TRANSFER_TOPIC

/** tokenURI(uint256) */
export const TOKEN_URI_SELECTOR = '0xc87b56dd'

/** The longest token URI kept; a hostile contract may return megabytes. */
const MAX_TOKEN_URI = 2_048

export function encodeTokenUri(tokenId: bigint): string {
  return `${TOKEN_URI_SELECTOR}${tokenId.toString(16).padStart(64, '0')}`
}

/** A topic holding a uint256 (the token id): any 32 bytes are one. */
export function decodeTokenIdTopic(topic: string): bigint | undefined {
  return /^0x[0-9a-fA-F]{64}$/.test(topic) ? BigInt(topic) : undefined
}

/**
 * tokenURI()'s return data: an ABI-encoded string of printable ASCII (a URI has no other
 * characters) up to MAX_TOKEN_URI long, else undefined. Never cut short: half a URI is a wrong one.
 */
export function decodeTokenUri(data: string): string | undefined {
  if (!/^0x(?:[0-9a-fA-F]{2})*$/.test(data) || data.length < 2 + 128) return undefined
  const word = (at: number) => BigInt(`0x${data.slice(2 + at * 2, 2 + at * 2 + 64)}`)
  const bytes = (data.length - 2) / 2
  const offset = word(0)
  if (offset + 32n > BigInt(bytes)) return undefined
  const length = word(Number(offset))
  if (length === 0n || length > BigInt(MAX_TOKEN_URI) || offset + 32n + length > BigInt(bytes)) return undefined
  const start = 2 + (Number(offset) + 32) * 2
  const text = Buffer.from(data.slice(start, start + Number(length) * 2), 'hex').toString('latin1')
  return /^[\x21-\x7e]+$/.test(text) ? text : undefined
}

export { decodeAddressTopic }
