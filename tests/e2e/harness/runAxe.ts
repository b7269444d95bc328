import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'
import type AxeApi from 'axe-core'
import type { ElementContext, Result, RunOptions } from 'axe-core'

const AXE_SOURCE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js')

export type AxeViolation = Result

/**
 * Runs axe-core in the page and returns its violations. Without `root` the whole document is
 * checked, open shadow roots included (axe walks them by default). `root` narrows it: a selector
 * (a shadow host includes its shadow tree), or a path of selectors into nested shadow roots,
 * e.g. ['#portico-host', '[role=dialog]'].
 */
export async function runAxe(
  page: Page, root?: string | readonly [string, string, ...string[]], options: RunOptions = {},
): Promise<AxeViolation[]> {
  const injected = await page.evaluate(() => 'axe' in window)
  if (!injected) await page.addScriptTag({ content: await readFile(AXE_SOURCE_PATH, 'utf8') })
  return page.evaluate(async ({ root, options }) => {
    const axe = (window as unknown as { axe: typeof AxeApi }).axe
    const context: ElementContext = root === undefined ? document : typeof root === 'string' ? root : { fromShadowDom: [root[0], root[1], ...root.slice(2)] }
    const results = await axe.run(context, options)
    return results.violations
  }, { root, options })
}

/** One line per violation and node, so a failure names the rule, the element and what is wrong. */
export const describeViolations = (violations: readonly AxeViolation[]): string[] => violations.flatMap((violation) =>
  violation.nodes.map((node) => `${violation.id} (${violation.impact}): ${node.target.join(' >> ')} — ${node.failureSummary?.replace(/\s+/g, ' ')}`))
