import axe from 'axe-core'
import { expect } from 'vitest'

/**
 * Runs axe-core over a rendered view. Colour contrast needs layout, which happy-dom lacks; the
 * tokens are designed for contrast and checked in the browser tests.
 */
export async function expectNoAxeViolations(root: Element): Promise<void> {
  const results = await axe.run(root, { rules: { 'color-contrast': { enabled: false } } })
  expect(results.violations.map((violation) => ({ rule: violation.id, nodes: violation.nodes.map((node) => node.html) }))).toEqual([])
}
