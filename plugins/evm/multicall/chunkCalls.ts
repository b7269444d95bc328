import { LIMITS } from 'portico/core'

/** The bytes of a 0x-hex call data string. */
export const callDataBytes = (callData: string): number => Math.max(0, Math.ceil((callData.length - 2) / 2))

/**
 * Splits calls into aggregate3 batches whose call data adds up to at most `maxBytes` (SPEC section
 * 9: 1024), keeping their order. Each batch is as full as the limit allows; a single call larger
 * than the limit cannot be split, so it goes alone.
 */
export function chunkCalls<T extends { callData: string }>(calls: readonly T[], maxBytes: number = LIMITS.multicallBatchBytes): T[][] {
  const batches: T[][] = []
  let current: T[] = []
  let size = 0
  for (const call of calls) {
    const bytes = callDataBytes(call.callData)
    if (current.length > 0 && size + bytes > maxBytes) {
      batches.push(current)
      current = []
      size = 0
    }
    current.push(call)
    size += bytes
  }
  if (current.length > 0) batches.push(current)
  return batches
}
