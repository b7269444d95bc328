import { describe, expect, it } from 'vitest'
import { ChainError } from '../../../../core/errors/ChainError.js'
import type { Kernel } from '../../../../core/kernel/types.js'
import { loadEvmAbi } from '../../../../plugins/evm/abi/loadEvmAbi.js'
import { readMulticall } from '../../../../plugins/evm/multicall/readMulticall.js'
import { multicallNode } from '../helpers/multicallNode.js'

const local = (): Pick<Kernel, 'local'> => {
  const values = new Map<symbol, unknown>()
  return { local: <T>(key: symbol, create: () => T) => (values.has(key) ? values.get(key) : values.set(key, create()).get(key)) as T }
}
const OWNER = '0x1111111111111111111111111111111111111111'
const token = (index: number) => `0x${(index + 1).toString(16).padStart(40, '0')}`

async function callsFor(count: number) {
  const abi = await loadEvmAbi(local())
  const callData = abi.encodeBalanceOf(OWNER)
  return { abi, calls: Array.from({ length: count }, (_, index) => ({ target: token(index), callData })) }
}

describe('readMulticall', () => {
  it('rule: calls go through aggregate3 in batches of at most 1024 bytes, each allowed to fail, results in order', async () => {
    const { abi, calls } = await callsFor(60)
    const node = multicallNode({ tokens: Object.fromEntries(calls.map((c, index) => [c.target, BigInt(index)])) })
    const results = await readMulticall(node.transport, abi, calls)

    expect(node.batches.map((batch) => batch.length)).toEqual([28, 28, 4])
    expect(node.batches.flat().every((c) => c.allowFailure)).toBe(true)
    expect(node.batches.flat().map((c) => c.target)).toEqual(calls.map((c) => c.target))
    expect(results.map((result) => abi.decodeUint256(result.returnData))).toEqual(calls.map((_, index) => BigInt(index)))
  })

  it('rule: a failing call is reported as failed, the others still answer', async () => {
    const { abi, calls } = await callsFor(3)
    const node = multicallNode({ tokens: { [calls[0]!.target]: 5n, [calls[1]!.target]: 'revert', [calls[2]!.target]: 7n } })
    const results = await readMulticall(node.transport, abi, calls)
    expect(results.map((result) => result.success)).toEqual([true, false, true])
  })

  it.each([
    ['fewer', (results: [boolean, string][]) => results.slice(1)],
    ['more', (results: [boolean, string][]) => [...results, [true, '0x'] as [boolean, string]]],
  ])('rule: a batch answered with %s results than calls is ChainError "multicall results mismatch"', async (_, tamper) => {
    const { abi, calls } = await callsFor(3)
    const node = multicallNode({ tokens: {}, tamper })
    const error = await readMulticall(node.transport, abi, calls).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ChainError)
    expect(error).toMatchObject({ code: 'MULTICALL_MISMATCH', shortMessage: 'multicall results mismatch' })
  })

  it.each([
    ['0x (no contract at the address)', '0x'],
    ['data that does not decode', '0x1234'],
    ['a non-hex string', 'hello'],
    ['a number', 42],
  ])('rule: a node answering aggregate3 with %s is INVALID_RPC_RESULT', async (_, reply) => {
    const { abi, calls } = await callsFor(2)
    const transport = { request: async () => reply, destroy() {} }
    await expect(readMulticall(transport, abi, calls)).rejects.toMatchObject({ code: 'INVALID_RPC_RESULT' })
  })
})
