import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTimers } from '../../../../core/kernel/createTimers.js'
import type { RpcRequest, Transport } from '../../../../core/rpc/Transport.js'
import { RpcError } from '../../../../core/errors/RpcError.js'
import { mainnet } from '../../../../plugins/evm/index.js'
import { waitForTransaction } from '../../../../plugins/evm/capabilities/waitForTransaction.js'
import { stateOf } from '../../../core/rpc/rpcEndpoint.js'

const HASH = `0x${'ab'.repeat(32)}`
afterEach(() => void vi.useRealTimers())

/** A node whose receipt answers come from `answers`, one a poll, the last one repeated. */
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
    { transports: { of: () => transport, urlsOf: () => [], destroyAll() {} }, timers, transactionTimeoutMs: 60_000, pollIntervalMs: 1_000 },
    { hash: HASH, network: mainnet },
  )
}

describe('waitForTransaction', () => {
  it('rule: the receipt is polled every second on the network\'s RPC until it is mined', async () => {
    vi.useFakeTimers()
    const { requests, transport } = node([() => null, () => null, () => ({ status: '0x1' })])
    const waiting = wait(transport)
    await vi.advanceTimersByTimeAsync(0)
    expect(requests).toEqual([{ method: 'eth_getTransactionReceipt', params: [HASH] }])
    await vi.advanceTimersByTimeAsync(1_000)
    expect(await stateOf(waiting)).toBe('pending')
    await vi.advanceTimersByTimeAsync(1_000)
    await expect(waiting).resolves.toBeUndefined()
    expect(requests).toHaveLength(3)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('rule: a reverted transaction (status 0x0) rejects with TRANSACTION_REVERTED', async () => {
    const { transport } = node([() => ({ status: '0x0' })])
    await expect(wait(transport)).rejects.toMatchObject({ code: 'TRANSACTION_REVERTED', shortMessage: 'The transaction reverted' })
  })

  it('rule: a node failing now and then is asked again', async () => {
    vi.useFakeTimers()
    const { transport } = node([() => { throw new RpcError('RPC_TIMEOUT') }, () => ({ status: '0x1' })])
    const waiting = wait(transport)
    await vi.advanceTimersByTimeAsync(1_000)
    await expect(waiting).resolves.toBeUndefined()
  })

  it('rule: no receipt within the time-out rejects with TRANSACTION_TIMEOUT, the last failure as cause, and stops polling', async () => {
    vi.useFakeTimers()
    const failure = new RpcError('RPC_HTTP_ERROR', { params: { status: 502 } })
    const { requests, transport } = node([() => null, () => { throw failure }])
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

  it('rule: a receipt of another shape counts as not mined yet', async () => {
    vi.useFakeTimers()
    const { transport } = node([() => ({ status: 'ok' }), () => 'mined', () => ({ status: '0x1' })])
    const waiting = wait(transport)
    await vi.advanceTimersByTimeAsync(2_000)
    await expect(waiting).resolves.toBeUndefined()
  })
})
