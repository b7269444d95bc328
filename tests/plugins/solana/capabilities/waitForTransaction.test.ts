import { afterEach, describe, expect, it, vi } from 'vitest'
import { RpcError } from '../../../../core/errors/RpcError.js'
import { createTimers } from '../../../../core/kernel/createTimers.js'
import type { RpcRequest, Transport } from '../../../../core/rpc/Transport.js'
import { waitForTransaction } from '../../../../plugins/solana/capabilities/waitForTransaction.js'
import { solanaDevnet } from '../../../../plugins/solana/index.js'
import { stateOf } from '../../../core/rpc/rpcEndpoint.js'

const SIGNATURE = '5'.repeat(88)
afterEach(() => void vi.useRealTimers())

const statuses = (status: unknown) => () => ({ context: { slot: 1 }, value: [status] })
const confirmed = statuses({ err: null, confirmationStatus: 'confirmed' })
const pending = statuses(null)

/** A node whose getSignatureStatuses answers come from `answers`, one a poll, the last one repeated. */
function node(answers: (() => unknown)[]) {
  const requests: RpcRequest[] = []
  const transport: Transport = {
    request: async (request) => {
      requests.push(request)
      return answers[Math.min(requests.length - 1, answers.length - 1)]!()
    },
    destroy() {},
  }
  return { requests, transport }
}

function wait(transport: Transport, timers = createTimers()) {
  return waitForTransaction(
    { transports: { of: () => transport, urlsOf: () => [], destroyAll() {} }, timers, transactionTimeoutMs: 60_000, pollIntervalMs: 500 },
    { hash: SIGNATURE, network: solanaDevnet },
  )
}

describe('waitForTransaction on solana', () => {
  it('rule: the signature status is polled on the network\'s node until it is confirmed', async () => {
    vi.useFakeTimers()
    const { requests, transport } = node([pending, statuses({ err: null, confirmationStatus: 'processed' }), confirmed])
    const waiting = wait(transport)
    await vi.advanceTimersByTimeAsync(500)
    expect(await stateOf(waiting)).toBe('pending')
    await vi.advanceTimersByTimeAsync(500)
    await expect(waiting).resolves.toBeUndefined()
    expect(requests).toHaveLength(3)
    expect(requests[0]).toEqual({ method: 'getSignatureStatuses', params: [[SIGNATURE], { searchTransactionHistory: true }] })
  })

  it('rule: a failed status read while waiting for a Solana transaction is retried until the deadline', async () => {
    vi.useFakeTimers()
    const { transport } = node([() => { throw new RpcError('RPC_HTTP_ERROR', { params: { status: 502 } }) }, confirmed])
    const waiting = wait(transport)
    await vi.advanceTimersByTimeAsync(500)
    await expect(waiting).resolves.toBeUndefined()
  })

  it('rule: a node answering garbage is asked again, not taken as the end of the wait', async () => {
    vi.useFakeTimers()
    const { transport } = node([() => ({ value: 'garbage' }), confirmed])
    const waiting = wait(transport)
    await vi.advanceTimersByTimeAsync(500)
    await expect(waiting).resolves.toBeUndefined()
  })

  it('rule: nothing confirmed by the deadline (kernel time, not the wall clock) is TRANSACTION_TIMEOUT, the last failure as cause', async () => {
    vi.useFakeTimers()
    const failure = new RpcError('RPC_TIMEOUT')
    const { requests, transport } = node([pending, () => { throw failure }])
    const waiting = wait(transport)
    const outcome = waiting.catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(59_999)
    expect(await stateOf(waiting)).toBe('pending')
    await vi.advanceTimersByTimeAsync(1)
    expect(await outcome).toMatchObject({ code: 'TRANSACTION_TIMEOUT', cause: failure })
    const asked = requests.length
    await vi.advanceTimersByTimeAsync(10_000)
    expect(requests).toHaveLength(asked)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('rule: a transaction confirmed with an error is TRANSACTION_FAILED at once', async () => {
    const { transport } = node([statuses({ err: { InstructionError: [0, 'Custom'] }, confirmationStatus: 'finalized' })])
    await expect(wait(transport)).rejects.toMatchObject({ code: 'TRANSACTION_FAILED' })
  })
})
