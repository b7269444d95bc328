import { AbiCoder, Interface } from 'ethers'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { encodeBalanceOf } from '../../../../../services/api/data/abi/erc20Abi.js'
import { chunkCalls, decodeAggregate3, encodeAggregate3, MULTICALL_BATCH_BYTES } from '../../../../../services/api/data/abi/multicall3.js'

const multicall = new Interface(['function aggregate3((address target, bool allowFailure, bytes callData)[] calls) payable returns ((bool success, bytes returnData)[])'])
const target = '0x' + '12'.repeat(20)

describe('multicall3', () => {
  it('rule: aggregate3 is encoded as Multicall3 expects, every call allowed to fail', () => {
    const calls = [{ target, callData: encodeBalanceOf(target) }]
    const [decoded] = multicall.decodeFunctionData('aggregate3', encodeAggregate3(calls))
    expect(decoded).toHaveLength(1)
    expect(decoded[0].target.toLowerCase()).toBe(target)
    expect(decoded[0].allowFailure).toBe(true)
    expect(decoded[0].callData).toBe(calls[0]?.callData)
  })

  it('rule: results decode in order, and a count that does not match fails with "multicall results mismatch"', () => {
    const data = AbiCoder.defaultAbiCoder().encode(['(bool,bytes)[]'], [[[true, '0x01'], [false, '0x']]])
    expect(decodeAggregate3(data, 2)).toEqual([
      { success: true, returnData: '0x01' },
      { success: false, returnData: '0x' },
    ])
    expect(() => decodeAggregate3(data, 3)).toThrow('multicall results mismatch')
    expect(() => decodeAggregate3('0x1234', 1)).toThrow(/not aggregate3 results/)
  })

  it('rule: chunks hold at most 1024 bytes of call data each and keep every call in order', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 1500 }), { maxLength: 60 }), (sizes) => {
        const calls = sizes.map((size, index) => ({ target, callData: `0x${'aa'.repeat(size)}`, index }))
        const chunks = chunkCalls(calls)
        expect(chunks.flat().map((call) => call.index)).toEqual(calls.map((call) => call.index))
        for (const chunk of chunks) {
          const bytes = chunk.reduce((sum, call) => sum + (call.callData.length - 2) / 2, 0)
          expect(chunk.length === 1 || bytes <= MULTICALL_BATCH_BYTES).toBe(true)
          expect(chunk.length).toBeGreaterThan(0)
        }
      }),
    )
  })
})
