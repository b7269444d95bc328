import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openPage, screenshot, settle, useLocalStack, waitForView, type PageSession } from '../harness/index.js'
import { answerWallet, loadDemo } from '../demo/demoPage.js'
import { buildDemo } from './buildDemo.js'
import { cspConsoleErrors, recordCspViolations, type CspViolation } from './recordCspViolations.js'
import { serveStatic, type StaticSite } from '../../../scripts/serveStatic.js'
import { strictPolicy } from './strictPolicy.js'

/*
 * The demo and the modal under a strict Content-Security-Policy (no 'unsafe-eval', no inline
 * script), in Debian's Chromium: the demo's production build served by a plain static server that
 * sends the policy, against the real local stack (anvil chains and the provider API). The page
 * reports every violation through `securitypolicyviolation`; a working flow with none reported is
 * what a site with a locked-down page gets.
 */

const local = useLocalStack()
let site: StaticSite
let policy: string
let outDir: string

beforeAll(async () => {
  const { stack } = local
  outDir = await mkdtemp(join(tmpdir(), 'portico-csp-'))
  await buildDemo(stack, outDir)
  policy = strictPolicy({ api: stack.apiUrl, rpc: stack.devnet.chains.map((chain) => chain.rpcUrl), relay: stack.relayUrl })
  site = await serveStatic(outDir, { headers: { 'content-security-policy': policy } })
}, 120_000)

afterAll(async () => {
  await site?.stop()
  if (outDir) await rm(outDir, { recursive: true, force: true })
})

/** A fresh page on the built demo, recording violations from before its first script. */
async function openStrictDemo(): Promise<{ session: PageSession; violations: CspViolation[] }> {
  const session = await openPage(local.browser)
  const violations = await recordCspViolations(session.page)
  await loadDemo(session.page, site.url)
  return { session, violations }
}

describe('the demo under a strict Content-Security-Policy', () => {
  it('rule: the page is served with the strict policy, without unsafe-eval and without inline scripts', async () => {
    const response = await fetch(site.url)
    expect(response.headers.get('content-security-policy')).toBe(policy)
    expect(policy).toMatch(/script-src 'self';/)
    expect(policy).not.toMatch(/unsafe-eval/)
    // The built page itself carries no inline script for the policy to refuse.
    const html = await response.text()
    expect(html.match(/<script\b[^>]*>/g)?.every((tag) => /\bsrc=/.test(tag))).toBe(true)
  })

  it('rule: the demo loads, the modal opens and the demo wallet connects to Account, with zero violations reported', async () => {
    const { session, violations } = await openStrictDemo()
    const { page } = session
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    await waitForView(page, 'Connect')
    // Wallet images are fetched from the API and shown as blob: URLs (img-src): they load, not fall back to initials.
    await settle(page)
    const images = await page.evaluate(() => [...document.querySelector('portico-modal')!.shadowRoot!.querySelectorAll('img')]
      .map((image) => ({ scheme: new URL(image.src).protocol, loaded: image.complete && image.naturalWidth > 0 })))
    expect(images.filter((image) => image.scheme === 'blob:').length).toBeGreaterThan(0)
    expect(images.filter((image) => !image.loaded)).toEqual([])
    await page.locator('portico-modal').getByRole('button', { name: /Portico Demo Wallet/ }).first().click()
    await answerWallet(page, 'connect', 'Approve')
    await waitForView(page, 'Account')
    const address = await page.evaluate(() => window.__porticoDemo!.config.walletAddresses[0]!)
    const modal = page.locator('portico-modal').locator('[role="dialog"]')
    await expect.poll(() => modal.textContent()).toContain(`${address.slice(0, 4)}…${address.slice(-6)}`)
    // The balance is read over JSON-RPC from the devnet (connect-src).
    await expect.poll(() => modal.textContent(), { timeout: 15_000 }).toMatch(/\d[\d,.]* ETH/)
    await settle(page)
    await screenshot(page, 'csp-account-desktop-dark')
    expect(violations).toEqual([])
    expect(cspConsoleErrors(session.consoleErrors)).toEqual([])
    expect(session.pageErrors).toEqual([])
    expect(session.blockedRequests).toEqual([])
    await session.close()
  })

  it('rule: the policy is in force and the recorder hears it: an inline script and a string timer are refused and reported', async () => {
    const { session, violations } = await openStrictDemo()
    const { page } = session
    expect(violations).toEqual([])
    await page.evaluate(() => {
      const script = document.createElement('script')
      script.textContent = 'window.__porticoCspInlineRan = true'
      document.head.append(script)
      // A string handler is eval: refused without 'unsafe-eval'.
      ;(setTimeout as (handler: string, ms: number) => number)('window.__porticoCspEvalRan = true', 0)
    })
    await expect.poll(() => violations.map((violation) => violation.directive).sort()).toEqual(['script-src', 'script-src-elem'])
    expect(violations.find((violation) => violation.directive === 'script-src')?.blockedURI).toBe('eval')
    expect(violations.find((violation) => violation.directive === 'script-src-elem')?.blockedURI).toBe('inline')
    const ran = await page.evaluate(() => {
      const flags = window as unknown as Record<string, unknown>
      return [flags.__porticoCspInlineRan, flags.__porticoCspEvalRan]
    })
    expect(ran).toEqual([undefined, undefined])
    expect(cspConsoleErrors(session.consoleErrors).length).toBeGreaterThan(0)
    await session.close()
  })
})
