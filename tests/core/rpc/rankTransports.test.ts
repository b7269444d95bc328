import { describe, expect, it } from 'vitest'
import { rankBySamples, type TransportSample } from '../../../core/rpc/rankTransports.js'

const ok = (latencyMs: number): TransportSample => ({ ok: true, latencyMs })
const failed: TransportSample = { ok: false, latencyMs: 5 }

describe('rankBySamples', () => {
  it('rule: a higher success rate ranks first, whatever the latency', () => {
    expect(rankBySamples([[ok(10), failed], [ok(500), ok(500)]])).toEqual([1, 0])
  })

  it('rule: at equal success rates the lower mean latency of successful samples ranks first', () => {
    expect(rankBySamples([[ok(100), ok(300)], [ok(150), ok(160)], [ok(50), ok(50)]])).toEqual([2, 1, 0])
  })

  it('rule: the latency of failed samples does not count', () => {
    expect(rankBySamples([[ok(100), failed], [ok(120), failed]])).toEqual([0, 1])
    expect(rankBySamples([[failed, ok(100)], [failed, ok(80)]])).toEqual([1, 0])
  })

  it('rule: ties, never-successful and unsampled transports keep the order the site gave', () => {
    expect(rankBySamples([[ok(100)], [ok(100)]])).toEqual([0, 1])
    expect(rankBySamples([[failed], [failed], [failed]])).toEqual([0, 1, 2])
    expect(rankBySamples([[], [], []])).toEqual([0, 1, 2])
    expect(rankBySamples([[], [ok(1)]])).toEqual([1, 0])
  })
})
