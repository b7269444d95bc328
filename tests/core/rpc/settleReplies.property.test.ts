import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { RpcError } from '../../../core/errors/RpcError.js'
import { settleReplies, type PendingCall } from '../../../core/rpc/settleReplies.js'

const URL = 'http://rpc.test/'

interface Settlement {
  calls: number
  resolved?: unknown
  rejected?: unknown
}

/** Calls with ids 1..count that record how, and how many times, they were settled. */
function pendingCalls(count: number) {
  const settlements = new Map<number, Settlement>()
  const calls: PendingCall[] = Array.from({ length: count }, (_, index) => {
    const id = index + 1
    const seen: Settlement = { calls: 0 }
    settlements.set(id, seen)
    return {
      id,
      message: { jsonrpc: '2.0', id, method: 'eth_call', params: [] },
      resolve: (result) => Object.assign(seen, { calls: seen.calls + 1, resolved: result }),
      reject: (error) => Object.assign(seen, { calls: seen.calls + 1, rejected: error }),
    }
  })
  return { calls, settlements }
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null

/*
 * What the endpoint does with one request of a batch, as a plan the expected outcome follows from:
 * answer it with a result or an error, answer it with a malformed entry that still names its id,
 * answer it twice (the first answer counts), or leave it out.
 */
type Plan =
  | { kind: 'result'; result: unknown }
  | { kind: 'error'; code: number; message: string }
  | { kind: 'malformed'; entry: Record<string, unknown> }
  | { kind: 'missing' }
type Planned = { plan: Plan; duplicate: unknown | undefined }

const plan: fc.Arbitrary<Plan> = fc.oneof(
  fc.record({ kind: fc.constant('result' as const), result: fc.jsonValue({ maxDepth: 2 }) }),
  fc.record({ kind: fc.constant('error' as const), code: fc.integer(), message: fc.string({ unit: 'binary', maxLength: 20 }) }),
  fc.record({
    kind: fc.constant('malformed' as const),
    entry: fc.oneof(
      fc.record({ jsonrpc: fc.constantFrom('1.0', 2, null), result: fc.jsonValue() }),
      fc.record({ jsonrpc: fc.constant('2.0') }),
      fc.record({ jsonrpc: fc.constant('2.0'), result: fc.jsonValue(), error: fc.record({ code: fc.integer(), message: fc.string() }) }),
      fc.record({ jsonrpc: fc.constant('2.0'), error: fc.record({ code: fc.oneof(fc.string(), fc.double({ min: 0.1, max: 0.9 })), message: fc.string() }) }),
    ),
  }),
  fc.constant({ kind: 'missing' as const }),
)
/** Entries with no call's id: foreign ids, ids of the wrong type, garbage. */
const noise = (count: number) => fc.oneof(
  fc.record({ jsonrpc: fc.constant('2.0'), id: fc.oneof(fc.integer({ min: count + 1 }), fc.integer({ max: 0 }), fc.string(), fc.constant(null)), result: fc.jsonValue() }),
  fc.jsonValue({ maxDepth: 2 }),
).filter((entry) => !(isObject(entry) && typeof entry.id === 'number' && entry.id >= 1 && entry.id <= count))

const entryFor = (id: number, what: Plan): unknown => {
  if (what.kind === 'result') return { jsonrpc: '2.0', id, result: what.result }
  if (what.kind === 'error') return { jsonrpc: '2.0', id, error: { code: what.code, message: what.message } }
  if (what.kind === 'malformed') return { ...what.entry, id }
  return undefined
}

const batchScenario = fc.integer({ min: 2, max: 8 }).chain((count) => fc.record({
  count: fc.constant(count),
  planned: fc.array(fc.record({ plan, duplicate: fc.option(fc.jsonValue({ maxDepth: 1 }), { nil: undefined }) }), { minLength: count, maxLength: count }),
  noise: fc.array(noise(count), { maxLength: 4 }),
  order: fc.array(fc.nat(), { minLength: 30, maxLength: 30 }),
}))

/** Puts the entries in a scrambled order, keeping each first answer before its duplicate. */
function batchBody(planned: readonly Planned[], noiseEntries: readonly unknown[], order: readonly number[]): unknown[] {
  const firsts: unknown[] = []
  const seconds: unknown[] = []
  planned.forEach(({ plan: what, duplicate }, index) => {
    const entry = entryFor(index + 1, what)
    if (entry === undefined) return
    firsts.push(entry)
    if (duplicate !== undefined) seconds.push({ jsonrpc: '2.0', id: index + 1, result: duplicate })
  })
  const scrambled = [...firsts, ...noiseEntries]
  scrambled.forEach((_, index) => {
    const other = order[index % order.length]! % scrambled.length
    ;[scrambled[index], scrambled[other]] = [scrambled[other], scrambled[index]]
  })
  return [...scrambled, ...seconds]
}

describe('settleReplies (properties)', () => {
  it('property: in a batch every call settles exactly once, by the first entry with its id, else RPC_INVALID_RESPONSE', () => {
    fc.assert(fc.property(batchScenario, ({ count, planned, noise: noiseEntries, order }) => {
      const { calls, settlements } = pendingCalls(count)
      settleReplies(calls, batchBody(planned, noiseEntries, order), { url: URL, batch: true })
      planned.forEach(({ plan: what }, index) => {
        const seen = settlements.get(index + 1)!
        expect(seen.calls).toBe(1)
        if (what.kind === 'result') {
          expect(seen).toEqual({ calls: 1, resolved: what.result })
        } else {
          expect(seen.rejected).toBeInstanceOf(RpcError)
          const error = seen.rejected as RpcError
          if (what.kind === 'error') expect(error).toMatchObject({ code: 'RPC_ERROR', rpcCode: what.code })
          else expect(error.code).toBe('RPC_INVALID_RESPONSE')
        }
      })
    }), { numRuns: 500 })
  })

  it('property: whatever the body, every call settles exactly once, resolved or rejected with an RpcError', () => {
    const body = fc.oneof(
      fc.anything({ withBigInt: true, withMap: true, withSet: true, withNullPrototype: true, withSparseArray: true }),
      fc.array(fc.record({ jsonrpc: fc.constantFrom('2.0', '2'), id: fc.oneof(fc.integer({ min: 0, max: 4 }), fc.string(), fc.constant(null)), result: fc.anything(), error: fc.anything() }, { requiredKeys: [] })),
    )
    fc.assert(fc.property(fc.integer({ min: 1, max: 4 }), fc.boolean(), body, (count, batch, value) => {
      const { calls, settlements } = pendingCalls(count)
      settleReplies(calls, value, { url: URL, batch: batch && count > 1 })
      for (const seen of settlements.values()) {
        expect(seen.calls).toBe(1)
        if ('rejected' in seen) expect(seen.rejected).toBeInstanceOf(RpcError)
      }
    }), { numRuns: 500 })
  })

  it('property: a lone request resolves only from a reply carrying its own id', () => {
    const id = fc.oneof(fc.constant(1), fc.integer(), fc.string(), fc.constant('1'), fc.constant(1.0000001))
    fc.assert(fc.property(id, fc.jsonValue(), (replyId, result) => {
      const { calls, settlements } = pendingCalls(1)
      settleReplies(calls, { jsonrpc: '2.0', id: replyId, result }, { url: URL, batch: false })
      const seen = settlements.get(1)!
      if (replyId === 1) expect(seen).toEqual({ calls: 1, resolved: result })
      else expect(seen.rejected).toMatchObject({ code: 'RPC_INVALID_RESPONSE' })
    }), { numRuns: 300 })
  })

  it('rule: an error with a null id rejects every call of the POST with the node\'s code', () => {
    const { calls, settlements } = pendingCalls(3)
    settleReplies(calls, { jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } }, { url: URL, batch: true })
    for (const seen of settlements.values()) expect(seen.rejected).toMatchObject({ code: 'RPC_ERROR', rpcCode: -32700 })
  })

  it('rule: a batch of 1000 replies in reverse order with 1000 duplicates settles each call by its first reply', () => {
    const { calls, settlements } = pendingCalls(1000)
    const replies = calls.map(({ id }) => ({ jsonrpc: '2.0', id, result: `first ${id}` })).reverse()
    const duplicates = calls.map(({ id }) => ({ jsonrpc: '2.0', id, result: `second ${id}` }))
    settleReplies(calls, [...replies, ...duplicates], { url: URL, batch: true })
    for (const [id, seen] of settlements) expect(seen).toEqual({ calls: 1, resolved: `first ${id}` })
  })
})
