// A JSON-RPC QUANTITY: 0x and at most 64 hex digits (a uint256). Longer is hostile or broken.
const QUANTITY = /^0x[0-9a-fA-F]{1,64}$/

/** A non-negative integer as a JSON-RPC QUANTITY ('0x0', '0x1a'). */
export function toQuantity(value: bigint | number): `0x${string}` {
  const integer = BigInt(value)
  if (integer < 0n) throw new RangeError(`a quantity cannot be negative: ${integer}`)
  return `0x${integer.toString(16)}`
}

/** A QUANTITY read from a node or a wallet; undefined when it is not one. */
export function parseQuantity(value: unknown): bigint | undefined {
  return typeof value === 'string' && QUANTITY.test(value) ? BigInt(value) : undefined
}
