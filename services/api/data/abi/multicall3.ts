import { AbiCoder } from 'ethers'

/** Multicall3, deployed at the same address on most chains and on the devnet. */
export const MULTICALL3_ADDRESS = '0xca11bde05977b3631167028862be2a173976ca11'

/** selector of aggregate3((address,bool,bytes)[]) */
const AGGREGATE3_SELECTOR = '0x82ad56cb'

/** SPEC section 9: multicall batches hold up to 1024 bytes of call data. */
export const MULTICALL_BATCH_BYTES = 1024

export interface Call3 {
  target: string
  callData: string
}

export interface Call3Result {
  success: boolean
  returnData: string
}

/** aggregate3 with allowFailure on every call, so one reverting token cannot hide the others. */
export function encodeAggregate3(calls: readonly Call3[]): string {
  const encoded = AbiCoder.defaultAbiCoder().encode(
    ['(address,bool,bytes)[]'],
    [calls.map((call) => [call.target, true, call.callData])],
  )
  return `${AGGREGATE3_SELECTOR}${encoded.slice(2)}`
}

/** The (bool,bytes)[] that aggregate3 returns; throws 'multicall results mismatch' when the count is off. */
export function decodeAggregate3(data: string, expected: number): Call3Result[] {
  let decoded: unknown
  try {
    ;[decoded] = AbiCoder.defaultAbiCoder().decode(['(bool,bytes)[]'], data)
  } catch (error) {
    throw new Error(`multicall returned data that is not aggregate3 results: ${(error as Error).message}`)
  }
  const results = Array.from(decoded as ArrayLike<readonly [boolean, string]>, ([success, returnData]) => ({ success, returnData }))
  // SPEC section 8: the text of this failure.
  if (results.length !== expected) throw new Error('multicall results mismatch')
  return results
}

/** Splits calls so each aggregate3 carries at most `maxBytes` of inner call data (at least one call each). */
export function chunkCalls<T extends Call3>(calls: readonly T[], maxBytes = MULTICALL_BATCH_BYTES): T[][] {
  const chunks: T[][] = []
  let current: T[] = []
  let size = 0
  for (const call of calls) {
    const bytes = (call.callData.length - 2) / 2
    if (current.length > 0 && size + bytes > maxBytes) {
      chunks.push(current)
      current = []
      size = 0
    }
    current.push(call)
    size += bytes
  }
  if (current.length > 0) chunks.push(current)
  return chunks
}
