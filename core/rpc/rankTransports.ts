import { LIMITS } from '../constants/limits.js'
import type { Timers } from '../kernel/createTimers.js'
import type { RpcRequest, Transport } from './Transport.js'

export interface RankOptions {
  /** How often every transport is sampled (SPEC section 9: 4 s). */
  pollMs?: number
  /** How many recent samples score a transport (SPEC section 9: 10). */
  sampleCount?: number
  /** A cheap request every node answers; the default suits EVM nodes. */
  ping?: RpcRequest
  /** The clock latencies are read from. */
  now?: () => number
}

export interface TransportSample {
  ok: boolean
  latencyMs: number
}

export interface TransportRankingParameters extends RankOptions {
  transports: readonly Transport[]
  timers: Timers
  /** Which ping errors count as a failed sample: a node's own error still proves it answers. */
  isFailure: (error: unknown) => boolean
  onRank: (ranked: readonly Transport[]) => void
}

/** Samples every transport now and then every `pollMs`, and reports them best first. Returns stop. */
export function rankTransports(parameters: TransportRankingParameters): () => void {
  const { transports, timers, isFailure, onRank } = parameters
  const pollMs = parameters.pollMs ?? LIMITS.fallbackTransport.pollMs
  const sampleCount = parameters.sampleCount ?? LIMITS.fallbackTransport.sampleCount
  const ping = parameters.ping ?? { method: 'net_listening' }
  const now = parameters.now ?? Date.now
  const samples = transports.map((): TransportSample[] => [])
  let sampling = false
  let stopped = false

  const sample = async (transport: Transport): Promise<TransportSample> => {
    const start = now()
    try {
      await transport.request(ping)
      return { ok: true, latencyMs: now() - start }
    } catch (error) {
      return { ok: !isFailure(error), latencyMs: now() - start }
    }
  }

  const round = async () => {
    // A round slower than the poll (a node near its time-out) is not overlapped by the next one.
    if (sampling) return
    sampling = true
    const results = await Promise.all(transports.map(sample))
    sampling = false
    if (stopped) return
    results.forEach((result, index) => {
      const kept = samples[index]!
      kept.push(result)
      if (kept.length > sampleCount) kept.shift()
    })
    onRank(rankBySamples(samples).map((index) => transports[index]!))
  }

  void round()
  const stopPolling = timers.setInterval(() => void round(), pollMs)
  return () => {
    stopped = true
    stopPolling()
  }
}

/**
 * The transports' indexes, best first: the higher success rate wins, then the lower mean latency
 * of successful samples, then the order the site gave.
 */
export function rankBySamples(samples: readonly (readonly TransportSample[])[]): number[] {
  const scores = samples.map((kept) => {
    const ok = kept.filter((sample) => sample.ok)
    return {
      successRate: kept.length === 0 ? 0 : ok.length / kept.length,
      latencyMs: ok.length === 0 ? Infinity : ok.reduce((sum, sample) => sum + sample.latencyMs, 0) / ok.length,
    }
  })
  return scores
    .map((_, index) => index)
    .sort((a, b) =>
      scores[b]!.successRate - scores[a]!.successRate || compare(scores[a]!.latencyMs, scores[b]!.latencyMs) || a - b)
}

// Infinity - Infinity is NaN, which sort would treat as "equal" only by accident.
const compare = (a: number, b: number) => (a === b ? 0 : a < b ? -1 : 1)
