/** An EVM address with its 0x prefix: SPEC accepts one without, nodes and wallets do not. */
export function prefixAddress(address: string): `0x${string}` {
  return address.startsWith('0x') ? (address as `0x${string}`) : `0x${address}`
}
