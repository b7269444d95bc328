import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { BUDGET_DOC, parseBudget } from './readBudget.js'

describe('parseBudget', () => {
  it('rule: the limit is the one "Budget: <n> KB gzip" line, in bytes of 1,000 a KB', () => {
    expect(parseBudget('# Size\n\nBudget: 43 KB gzip\n\nMeasured: 41 KB')).toBe(43_000)
    expect(parseBudget('Budget: 42.5 KB gzip')).toBe(42_500)
  })

  it('rule: no budget line, two of them, or one in another form is an error', () => {
    expect(() => parseBudget('Measured: 41 KB gzip')).toThrow('found 0')
    expect(() => parseBudget('Budget: 43 KB gzip\nBudget: 44 KB gzip')).toThrow('found 2')
    expect(() => parseBudget('Budget: 43 kB gz')).toThrow('found 0')
    expect(() => parseBudget('The budget: 43 KB gzip, roughly')).toThrow('found 0')
  })

  it('rule: docs/size-budget.md states a budget', async () => {
    expect(parseBudget(await readFile(BUDGET_DOC, 'utf8'))).toBeGreaterThan(0)
  })
})
