// The ABI work's shape, apart from createEvmAbi, whose types import ethers: ethers is an optional
// peer, so the plugin's public .d.ts must name it only where it is loaded, or a site without it
// fails to type-check with skipLibCheck off.
export interface MulticallCall {
  target: string
  callData: string
}

export interface MulticallResult {
  success: boolean
  returnData: string
}

/** The ABI work of the plugin, over a loaded ethers module. */
export interface EvmAbi {
  /** ERC20 transfer(receiver, amount). */
  encodeTransfer(to: string, amount: bigint): string
  /** ERC20 balanceOf(owner). */
  encodeBalanceOf(owner: string): string
  /** Multicall3 aggregate3 with allowFailure set on every call. */
  encodeAggregate3(calls: readonly MulticallCall[]): string
  /** aggregate3's return value; throws when `data` is not one. */
  decodeAggregate3(data: string): MulticallResult[]
  /** One uint256 return value; undefined when `data` is not exactly one word. */
  decodeUint256(data: string): bigint | undefined
  /** The EIP-55 form; throws on a mixed-case address whose checksum is wrong. */
  checksumAddress(address: string): string
}
