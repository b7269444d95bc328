import { afterEach, describe, expect, it, vi } from 'vitest'
import { pollUntil, type PollUntilParameters } from '../../../core/chain/pollUntil.js'
import { createTimers } from '../../../core/kernel/createTimers.js'
import { stateOf } from '../rpc/rpcEndpoint.js'

afterEach(() => void vi.useRealTimers())

/** Answers read in turn, one a read, the last one repeated; a function is called (and may throw). */
function reads(answers: (() => unknown)[]) {
  let count = 0
  const read = vi.fn(async () => answers[Math.min(count++, answers.length - 1)]!())
  return read
}

const failure = (label: string) => () => {
  throw new Error(label)
}

function poll(read: () => Promise<unknown>, overrides: Partial<PollUntilParameters<unknown>> = {}) {
  const timers = createTimers()
  const promise = pollUntil({
    timers,
    read,
    done: (value) => value === 'done',
    intervalMs: 1_000,
    timeoutMs: 10_000,
    timedOut: (lastFailure) => new Error('timed out', { cause: lastFailure }),
    ...overrides,
  })
  return { promise, timers }
}

describe('pollUntil', () => {
  it('rule: it reads at once, then once an interval after each answer, and resolves with the answer done accepts', async () => {
    vi.useFakeTimers()
    const read = reads([() => 'not yet', () => 'not yet', () => 'done'])
    const { promise, timers } = poll(read)
    await vi.advanceTimersByTimeAsync(0)
    expect(read).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(999)
    expect(read).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1_001)
    await expect(promise).resolves.toBe('done')
    expect(read).toHaveBeenCalledTimes(3)
    expect(timers.pending()).toBe(0)
  })

  it('rule: a failed read is retried until the deadline, not the end of the wait', async () => {
    vi.useFakeTimers()
    const read = reads([failure('node down'), failure('node down'), () => 'done'])
    const { promise } = poll(read)
    await vi.advanceTimersByTimeAsync(2_000)
    await expect(promise).resolves.toBe('done')
  })

  it('rule: a read that throws synchronously is retried like one that rejects', async () => {
    vi.useFakeTimers()
    let count = 0
    const read = () => {
      if (count++ === 0) throw new Error('sync')
      return Promise.resolve('done')
    }
    const { promise } = poll(read)
    await vi.advanceTimersByTimeAsync(1_000)
    await expect(promise).resolves.toBe('done')
  })

  it('rule: at the deadline it rejects with timedOut, the latest failure as its cause, and stops reading', async () => {
    vi.useFakeTimers()
    const read = reads([() => 'not yet', failure('first'), failure('latest')])
    const { promise, timers } = poll(read)
    const outcome = promise.catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(9_999)
    expect(await stateOf(promise)).toBe('pending')
    await vi.advanceTimersByTimeAsync(1)
    expect(await outcome).toMatchObject({ message: 'timed out', cause: { message: 'latest' } })
    const asked = read.mock.calls.length
    await vi.advanceTimersByTimeAsync(20_000)
    expect(read).toHaveBeenCalledTimes(asked)
    expect(timers.pending()).toBe(0)
  })

  it('rule: a failure followed by answers is no cause: the node worked, the wait was just too short', async () => {
    vi.useFakeTimers()
    const { promise } = poll(reads([failure('once'), () => 'not yet']))
    const outcome = promise.catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(10_000)
    expect(await outcome).toMatchObject({ message: 'timed out', cause: undefined })
  })

  it('rule: a read still in flight at the deadline is ignored, and no second read starts while one is pending', async () => {
    vi.useFakeTimers()
    let finish: (value: unknown) => void = () => {}
    const read = vi.fn(() => new Promise((resolve) => (finish = resolve)))
    const { promise } = poll(read)
    const outcome = promise.catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(10_000)
    expect(read).toHaveBeenCalledTimes(1)
    expect(await outcome).toMatchObject({ message: 'timed out' })
    finish('done')
    await vi.advanceTimersByTimeAsync(5_000)
    expect(read).toHaveBeenCalledTimes(1)
  })

  it('rule: a throw from done is a verdict: it rejects at once with that error', async () => {
    const verdict = new Error('reverted')
    const { promise, timers } = poll(reads([() => 'receipt']), { done: () => { throw verdict } })
    await expect(promise).rejects.toBe(verdict)
    expect(timers.pending()).toBe(0)
  })

  it('rule: destroying the owner\'s timers stops the polling', async () => {
    vi.useFakeTimers()
    const read = reads([() => 'not yet'])
    const { timers } = poll(read)
    await vi.advanceTimersByTimeAsync(0)
    timers.clearAll()
    await vi.advanceTimersByTimeAsync(60_000)
    expect(read).toHaveBeenCalledTimes(1)
  })
})
