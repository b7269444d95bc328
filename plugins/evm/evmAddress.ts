// SPEC section 5: 40 hex digits, with or without the 0x prefix. Mixed case is accepted as is:
// checking an EIP-55 checksum needs keccak, which belongs to the lazily loaded chain SDK.
const EVM_ADDRESS = /^(?:0x)?[0-9a-fA-F]{40}$/

/** Whether `value` is an EVM address. Pure, so it runs on first paint without the SDK. */
export function isEvmAddress(value: unknown): boolean {
  return typeof value === 'string' && EVM_ADDRESS.test(value)
}

/** An EVM address with its 0x prefix: SPEC accepts one without, nodes and wallets do not. */
export function prefixAddress(address: string): `0x${string}` {
  return address.startsWith('0x') ? (address as `0x${string}`) : `0x${address}`
}
