import { AbiCoder, Interface } from 'ethers'
import fc from 'fast-check'
import { describe, expect, it, beforeAll } from 'vitest'
import { ChainError } from '../../../../core/errors/ChainError.js'
import type { Kernel } from '../../../../core/kernel/types.js'
import type { EvmAbi, MulticallCall } from '../../../../plugins/evm/abi/EvmAbi.js'
import { loadEvmAbi } from '../../../../plugins/evm/abi/loadEvmAbi.js'
import { EvmError } from '../../../../plugins/evm/EvmError.js'
import { callDataBytes, chunkCalls, readMulticall } from '../../../../plugins/evm/multicall/readMulticall.js'

const LIMIT = 1024
/** A call with an id (to check order and presence) and call data of a given size in bytes. */
const call = (bytes: number, id: number) => ({ id, callData: `0x${'ab'.repeat(bytes)}` })
const sizes = fc.array(fc.oneof(fc.integer({ min: 0, max: 200 }), fc.integer({ min: 0, max: 1500 })), { maxLength: 200 })
const bytesOf = (batch: readonly { callData: string }[]) => batch.reduce((sum, c) => sum + callDataBytes(c.callData), 0)

describe('chunkCalls (SPEC section 9: 1024 bytes of call data a batch)', () => {
  it('property: every batch holds at most 1024 bytes of call data, unless it is one call larger than that', () => {
    fc.assert(fc.property(sizes, (list) => {
      for (const batch of chunkCalls(list.map(call))) {
        expect(batch.length).toBeGreaterThan(0)
        if (batch.length > 1) expect(bytesOf(batch)).toBeLessThanOrEqual(LIMIT)
        else expect(callDataBytes(batch[0]!.callData) > LIMIT || bytesOf(batch) <= LIMIT).toBe(true)
      }
    }))
  })

  it('property: every call is present exactly once, in its order', () => {
    fc.assert(fc.property(sizes, (list) => {
      const calls = list.map(call)
      expect(chunkCalls(calls).flat().map((c) => c.id)).toEqual(calls.map((c) => c.id))
    }))
  })

  it('property: batches are as full as the limit allows (the next call would not have fitted)', () => {
    fc.assert(fc.property(sizes, (list) => {
      const batches = chunkCalls(list.map(call))
      for (let index = 0; index + 1 < batches.length; index++) {
        const next = batches[index + 1]![0]!
        expect(bytesOf(batches[index]!) + callDataBytes(next.callData)).toBeGreaterThan(LIMIT)
      }
    }))
  })

  it('rule: 36-byte balanceOf calls go 28 to a batch (1008 bytes; 29 would be 1044)', () => {
    const batches = chunkCalls(Array.from({ length: 60 }, (_, id) => call(36, id)))
    expect(batches.map((batch) => batch.length)).toEqual([28, 28, 4])
  })

  it('rule: no calls, no batches', () => {
    expect(chunkCalls([])).toEqual([])
  })
})

/*
 * aggregate3's answer comes from an RPC node: any JSON value, hex that does not decode, hex that
 * decodes to another number of results, or ABI data crafted to declare huge lengths. readMulticall
 * resolves with one result a call or rejects with INVALID_RPC_RESULT or 'multicall results
 * mismatch', nothing else.
 */

const aggregate3 = new Interface([
  'function aggregate3((address target, bool allowFailure, bytes callData)[] calls) payable returns ((bool success, bytes returnData)[] returnData)',
])
const coder = AbiCoder.defaultAbiCoder()
const word = (value: bigint) => value.toString(16).padStart(64, '0')

const local = (): Pick<Kernel, 'local'> => {
  const values = new Map<symbol, unknown>()
  return { local: <T>(key: symbol, create: () => T) => (values.has(key) ? values.get(key) : values.set(key, create()).get(key)) as T }
}

let abi: EvmAbi
let calls: MulticallCall[]
beforeAll(async () => {
  abi = await loadEvmAbi(local())
  const callData = abi.encodeBalanceOf('0x1111111111111111111111111111111111111111')
  calls = Array.from({ length: 3 }, (_, index) => ({ target: `0x${(index + 1).toString(16).padStart(40, '0')}`, callData }))
})

const nodeAnswering = (reply: unknown) => ({ request: async () => reply, destroy() {} })
const hexBytes = (max: number) => fc.uint8Array({ maxLength: max }).map((bytes) => `0x${Buffer.from(bytes).toString('hex')}`)
const results = (min: number, max: number) => fc.array(fc.tuple(fc.boolean(), hexBytes(40)), { minLength: min, maxLength: max })

/** ABI data whose offsets and lengths are hostile: past the end, or claiming 2^32..2^256 elements or bytes. */
const craftedHeader = fc.tuple(
  fc.oneof(fc.constant(32n), fc.bigInt({ min: 0n, max: 2n ** 256n - 1n })),
  fc.oneof(fc.constant(1n), fc.bigInt({ min: 2n ** 32n, max: 2n ** 256n - 1n }), fc.bigInt({ min: 0n, max: 10n })),
  fc.array(fc.bigInt({ min: 0n, max: 2n ** 256n - 1n }), { maxLength: 6 }),
).map(([offset, length, rest]) => `0x${[offset, length, ...rest].map(word).join('')}`)

const hostileReply = fc.oneof(
  fc.anything({ withBigInt: true, withTypedArray: true }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  hexBytes(200),
  fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), maxLength: 129 }).map((digits) => `0x${digits}`),
  craftedHeader,
)

type Outcome = { value: unknown[] } | { error: unknown }
const settle = (promise: Promise<unknown[]>): Promise<Outcome> => promise.then((value) => ({ value }), (error: unknown) => ({ error }))

describe('readMulticall on hostile nodes (properties)', () => {
  it('property: any reply resolves with one result a call or rejects with INVALID_RPC_RESULT or MULTICALL_MISMATCH', async () => {
    await fc.assert(fc.asyncProperty(hostileReply, async (reply) => {
      const outcome = await settle(readMulticall(nodeAnswering(reply), abi, calls))
      if ('value' in outcome) {
        expect(outcome.value).toHaveLength(calls.length)
        for (const result of outcome.value as { success: unknown; returnData: unknown }[]) {
          expect(typeof result.success).toBe('boolean')
          expect(result.returnData).toMatch(/^0x(?:[0-9a-f]{2})*$/)
        }
        return
      }
      const { error } = outcome
      if (error instanceof ChainError) expect(error.code).toBe('MULTICALL_MISMATCH')
      else expect(error instanceof EvmError && error.code === 'INVALID_RPC_RESULT').toBe(true)
    }), { numRuns: 500 })
  })

  it('property: encoded results decode back exactly, success flags and return data, in order', async () => {
    await fc.assert(fc.asyncProperty(results(3, 3), async (answers) => {
      const reply = aggregate3.encodeFunctionResult('aggregate3', [answers])
      const decoded = await readMulticall(nodeAnswering(reply), abi, calls)
      expect(decoded).toEqual(answers.map(([success, returnData]) => ({ success, returnData })))
    }), { numRuns: 300 })
  })

  it('property: a well-formed answer with another number of results is MULTICALL_MISMATCH', async () => {
    await fc.assert(fc.asyncProperty(results(0, 8).filter((list) => list.length !== 3), async (answers) => {
      const reply = aggregate3.encodeFunctionResult('aggregate3', [answers])
      await expect(readMulticall(nodeAnswering(reply), abi, calls)).rejects.toMatchObject({ code: 'MULTICALL_MISMATCH', shortMessage: 'multicall results mismatch' })
    }), { numRuns: 300 })
  })

  it('property: decodeUint256 gives a bigint only for exactly one 32-byte word', () => {
    fc.assert(fc.property(fc.oneof(hexBytes(40), fc.bigInt({ min: 0n, max: 2n ** 256n - 1n }).map((n) => coder.encode(['uint256'], [n])), fc.string()), (data) => {
      const value = abi.decodeUint256(data)
      if (value === undefined) expect(/^0x[0-9a-fA-F]{64}$/.test(data)).toBe(false)
      else expect(coder.encode(['uint256'], [value])).toBe(data.toLowerCase())
    }), { numRuns: 500 })
  })

  it('rule: an answer claiming 2^32 results of 2^32 bytes each is refused quickly, without allocating them', async () => {
    const reply = `0x${[32n, 2n ** 32n, 32n, 2n ** 32n].map(word).join('')}`
    const started = performance.now()
    await expect(readMulticall(nodeAnswering(reply), abi, calls)).rejects.toMatchObject({ code: 'INVALID_RPC_RESULT' })
    expect(performance.now() - started).toBeLessThan(1_000)
  })
})
