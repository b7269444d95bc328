import { LIMITS, ChainError, type Transport } from 'portico/core'
import type { EvmAbi, MulticallCall, MulticallResult } from '../abi/EvmAbi.js'
import { EvmError } from '../EvmError.js'

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

/** Multicall3's canonical address, the same on every chain that has it. */
export const MULTICALL3_ADDRESS = '0xcA11bde05977b3631167028862bE2a173976CA11'

const HEX_DATA = /^0x(?:[0-9a-fA-F]{2})*$/

/**
 * Runs read-only calls through Multicall3 aggregate3 (SPEC section 7), in batches of at most 1024
 * bytes of call data, every call allowed to fail on its own. Resolves with one result a call, in
 * the calls' order. A batch answered with another number of results than it had calls is
 * 'multicall results mismatch': the results could no longer be matched to the calls.
 */
export async function readMulticall(transport: Transport, abi: EvmAbi, calls: readonly MulticallCall[]): Promise<MulticallResult[]> {
  const batches = chunkCalls(calls)
  const answers = await Promise.all(batches.map(async (batch) => {
    const reply = await transport.request({
      method: 'eth_call',
      params: [{ to: MULTICALL3_ADDRESS, data: abi.encodeAggregate3(batch) }, 'latest'],
    })
    if (typeof reply !== 'string' || !HEX_DATA.test(reply)) {
      throw new EvmError('INVALID_RPC_RESULT', { details: 'aggregate3 did not return hex data' })
    }
    let results: MulticallResult[]
    try {
      results = abi.decodeAggregate3(reply)
    } catch (error) {
      // '0x' is what a chain without the contract at the canonical address answers.
      throw new EvmError('INVALID_RPC_RESULT', {
        details: reply === '0x' ? `no Multicall3 contract at ${MULTICALL3_ADDRESS}` : 'aggregate3 returned data that does not decode',
        cause: error,
      })
    }
    if (results.length !== batch.length) {
      throw new ChainError('MULTICALL_MISMATCH', { details: `${batch.length} calls, ${results.length} results` })
    }
    return results
  }))
  return answers.flat()
}
