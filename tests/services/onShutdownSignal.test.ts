import { EventEmitter } from 'node:events'
import { describe, expect, it } from 'vitest'
import { onShutdownSignal } from '../../services/onShutdownSignal.js'

// A stand-in for process: emitting on the real one would reach vitest's own signal handlers.
const signals = () => new EventEmitter()

describe('onShutdownSignal', () => {
  it('rule: a signal that arrives before the shutdown is ready runs it once it is', () => {
    const source = signals()
    const shutdown = onShutdownSignal(source)
    source.emit('SIGTERM', 'SIGTERM')
    const runs: NodeJS.Signals[] = []
    expect(shutdown.whenReady((signal) => runs.push(signal))).toBe(true)
    expect(runs).toEqual(['SIGTERM'])
  })

  it('rule: once the shutdown is ready, the first signal runs it at once', () => {
    const source = signals()
    const shutdown = onShutdownSignal(source)
    const runs: NodeJS.Signals[] = []
    expect(shutdown.whenReady((signal) => runs.push(signal))).toBe(false)
    expect(runs).toEqual([])
    source.emit('SIGINT', 'SIGINT')
    expect(runs).toEqual(['SIGINT'])
  })

  it('rule: only the first signal counts, before the shutdown is ready and after', () => {
    const early = signals()
    const waiting = onShutdownSignal(early)
    early.emit('SIGINT', 'SIGINT')
    early.emit('SIGTERM', 'SIGTERM')
    const earlyRuns: NodeJS.Signals[] = []
    waiting.whenReady((signal) => earlyRuns.push(signal))
    early.emit('SIGTERM', 'SIGTERM')
    expect(earlyRuns).toEqual(['SIGINT'])

    const late = signals()
    const lateRuns: NodeJS.Signals[] = []
    onShutdownSignal(late).whenReady((signal) => lateRuns.push(signal))
    late.emit('SIGTERM', 'SIGTERM')
    late.emit('SIGINT', 'SIGINT')
    late.emit('SIGTERM', 'SIGTERM')
    expect(lateRuns).toEqual(['SIGTERM'])
  })
})
