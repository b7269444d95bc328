import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { callDataBytes, chunkCalls } from '../../../../plugins/evm/multicall/chunkCalls.js'

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
