// SPEC section 5: 40 hex digits, with or without the 0x prefix. Mixed case is accepted as is:
// checking an EIP-55 checksum needs keccak, which belongs to the lazily loaded chain SDK.
const EVM_ADDRESS = /^(?:0x)?[0-9a-fA-F]{40}$/

/** Whether `value` is an EVM address. Pure, so it runs on first paint without the SDK. */
export function isEvmAddress(value: unknown): boolean {
  return typeof value === 'string' && EVM_ADDRESS.test(value)
}
