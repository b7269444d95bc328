import type { Page } from 'playwright-core'

/** One `securitypolicyviolation` event, as the page saw it. */
export interface CspViolation {
  directive: string
  blockedURI: string
  sourceFile: string
  line: number
  sample: string
}

const BINDING = '__porticoCspViolation'

/**
 * Records every Content-Security-Policy violation the page reports, from before its first script
 * runs: the listener is an init script (which the page's policy does not govern) that hands each
 * event to Node through a binding, so none is lost to a navigation. The event is composed, so a
 * violation inside a shadow root reaches the document too.
 */
export async function recordCspViolations(page: Page): Promise<CspViolation[]> {
  const violations: CspViolation[] = []
  await page.exposeBinding(BINDING, (_source, violation: CspViolation) => void violations.push(violation))
  await page.addInitScript((binding) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as Record<string, (violation: CspViolation) => Promise<void>>)[binding]!
      void report({
        directive: event.effectiveDirective,
        blockedURI: event.blockedURI,
        sourceFile: event.sourceFile,
        line: event.lineNumber,
        sample: event.sample,
      })
    }, { capture: true })
  }, BINDING)
  return violations
}

/** Chromium's console messages about the policy ("Refused to load …", "… Content Security Policy …"). */
export const cspConsoleErrors = (consoleErrors: readonly string[]): string[] =>
  consoleErrors.filter((message) => /Content Security Policy|Refused to /i.test(message))
