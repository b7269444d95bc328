import { readFile } from 'node:fs/promises'

export const BUDGET_DOC = new URL('../../docs/size-budget.md', import.meta.url)

/** Bytes in a KB, as docs/size-budget.md defines it (and as Vite reports kB). */
export const KB = 1000

const BUDGET_LINE = /^Budget: (\d+(?:\.\d+)?) KB gzip$/gm

/**
 * The limit in bytes from the one line `Budget: <n> KB gzip` of docs/size-budget.md, so the doc is
 * the single place the number lives. No such line, or two, is an error: a budget must be stated once.
 */
export function parseBudget(markdown: string): number {
  const matches = [...markdown.matchAll(BUDGET_LINE)]
  if (matches.length !== 1) {
    throw new Error(`docs/size-budget.md must state the budget on exactly one line "Budget: <n> KB gzip" (found ${matches.length})`)
  }
  return Math.round(Number(matches[0]![1]) * KB)
}

export async function readBudget(): Promise<number> {
  return parseBudget(await readFile(BUDGET_DOC, 'utf8'))
}
