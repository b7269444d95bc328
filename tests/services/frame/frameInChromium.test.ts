import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type Sql } from '../../../services/api/db/openDatabase.js'
import { upsertProject } from '../../../services/api/projects/upsertProject.js'
import { startMailbox, type ReceivedMessage, type RunningMailbox } from '../../../services/frame/mailbox/startMailbox.js'
import { startFrame, type RunningFrame } from '../../../services/frame/startFrame.js'
import { launchBrowser } from '../../e2e/harness/launchBrowser.js'
import { answerTo, ready, send } from './site/harness/hostPageMessages.js'
import { serveHostPages, type HostPages } from './site/harness/serveHostPages.js'

// The real thing end to end: services/frame/site built and served by startFrame under its headers,
// codes through nodemailer to the real mailbox, the project's origins in the database, Chromium.
let browser: Browser
let sql: Sql
let mailbox: RunningMailbox
let frame: RunningFrame
let site: HostPages
let hostile: HostPages
const clock = { now: Date.UTC(2026, 0, 1) }

beforeAll(async () => {
  sql = await openDatabase()
  mailbox = await startMailbox()
  frame = await startFrame({ database: sql, smtp: { url: mailbox.smtpUrl }, now: () => clock.now })
  const frameUrl = () => `${frame.url}/frame/?projectId=chromium-project&chainId=1&version=test`
  site = await serveHostPages(frameUrl, () => hostile.origin)
  hostile = await serveHostPages(frameUrl, () => hostile.origin)
  await upsertProject(sql, { id: 'chromium-project', name: 'Chromium', allowedOrigins: [site.origin], features: [], analyticsEnabled: false })
  browser = await launchBrowser()
}, 180_000)

afterAll(async () => {
  await browser?.close()
  await Promise.all([site?.stop(), hostile?.stop()])
  await frame?.stop()
  await mailbox?.stop()
  await sql?.close()
})

async function mailedCode(email: string): Promise<string> {
  const { messages } = (await (await fetch(`${mailbox.url}messages?to=${email}`)).json()) as { messages: ReceivedMessage[] }
  return /\b(\d{6})\b/.exec(messages[0]?.text ?? '')![1]!
}

/** The page's Content-Security-Policy refusals, as Chromium reports them in the frame. */
function cspViolations(page: Page): string[] {
  const seen: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) seen.push(message.text())
  })
  return seen
}

describe('the frame page on the auth server, in Chromium', () => {
  it('rule: an email reaches one wallet: the code from the mailbox makes it, and a second browser opens the same one with the recovery code', { timeout: 180_000 }, async () => {
    const first = await browser.newContext()
    const page = await first.newPage()
    const violations = cspViolations(page)
    await page.goto(`${site.origin}/`)
    await ready(page)
    const wallet = page.frameLocator('#wallet')
    await send(page, 'ConnectEmail', 'c-1', { email: 'chromium@example.com' })
    expect((await answerTo(page, 'c-1')).type).toBe('@portico/frame/ConnectEmailSuccess')
    await send(page, 'ConnectOtp', 'c-2', { otp: await mailedCode('chromium@example.com') })
    const recoveryCode = await wallet.locator('output.code').textContent()
    await wallet.getByRole('button', { name: 'I saved it' }).click()
    expect((await answerTo(page, 'c-2')).type).toBe('@portico/frame/ConnectOtpSuccess')
    await send(page, 'GetUser', 'c-3')
    const address = ((await answerTo(page, 'c-3')).payload as { address: string }).address
    const [stored] = await sql.query<{ eip155_address: string }>("SELECT eip155_address FROM frame_wallets WHERE email = 'chromium@example.com'")
    expect(stored?.eip155_address.toLowerCase()).toBe(address.toLowerCase())
    expect(violations).toEqual([])
    await first.close()

    clock.now += 31_000
    const second = await browser.newContext()
    const other = await second.newPage()
    await other.goto(`${site.origin}/`)
    await ready(other)
    await send(other, 'ConnectEmail', 's-1', { email: 'chromium@example.com' })
    await answerTo(other, 's-1')
    await send(other, 'ConnectOtp', 's-2', { otp: await mailedCode('chromium@example.com') })
    const otherWallet = other.frameLocator('#wallet')
    await otherWallet.getByLabel('Recovery code').fill(recoveryCode!)
    await otherWallet.getByRole('button', { name: 'Open wallet' }).click()
    expect((await answerTo(other, 's-2')).type).toBe('@portico/frame/ConnectOtpSuccess')
    await send(other, 'GetUser', 's-3')
    expect(((await answerTo(other, 's-3')).payload as { address: string }).address).toBe(address)
    await second.close()
  })

  it('rule: a site the project does not list gets unverified_domain from the real origin check', { timeout: 60_000 }, async () => {
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.goto(`${hostile.origin}/`)
    await ready(page)
    await send(page, 'ConnectEmail', 'h-1', { email: 'hostile@example.com' })
    expect(await answerTo(page, 'h-1')).toEqual({ type: '@portico/frame/ConnectEmailError', id: 'h-1', payload: { message: 'unverified_domain' } })
    const { messages } = (await (await fetch(`${mailbox.url}messages?to=hostile@example.com`)).json()) as { messages: unknown[] }
    expect(messages).toEqual([])
    await context.close()
  })
})
