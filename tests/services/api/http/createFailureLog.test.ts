import { describe, expect, it } from 'vitest'
import { createFailureLog } from '../../../../services/api/http/createFailureLog.js'

describe('createFailureLog', () => {
  it('rule: a database outage logs once per interval, with a count of the requests it failed meanwhile', () => {
    let clock = 0
    const lines: unknown[][] = []
    const log = createFailureLog({ intervalMs: 10_000, now: () => clock, write: (...line) => lines.push(line) })
    const outage = () => new Error('connect ECONNREFUSED 127.0.0.1:5432')
    for (let request = 0; request < 500; request++) log.report('GET /getWallets', outage())
    expect(lines).toHaveLength(1)
    expect(lines[0]![0]).toBe('[api] GET /getWallets failed:')
    clock = 10_000
    log.report('GET /getWallets', outage())
    expect(lines.slice(1).map((line) => line[0])).toEqual([
      '[api] 499 more requests failed with "Error: connect ECONNREFUSED 127.0.0.1:5432"',
      '[api] GET /getWallets failed:',
    ])
  })

  it('rule: failures of another kind are logged in full, and stop says what was still counted', () => {
    const lines: unknown[][] = []
    const log = createFailureLog({ now: () => 0, write: (...line) => lines.push(line) })
    log.report('GET /a', new Error('one'))
    log.report('GET /b', new TypeError('two'))
    log.report('GET /a', new Error('one'))
    expect(lines).toHaveLength(2)
    log.flush()
    expect(lines.at(-1)).toEqual(['[api] 1 more request failed with "Error: one"'])
  })
})
