import type { Browser, Page } from 'playwright-core'
import { verifyMessage, type Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from '../../../../e2e/harness/launchBrowser.js'
import { buildFrameSite, serveFramePage, type FakeAuthServer } from '../harness/serveFramePage.js'
import { serveHostPages, type HostPages } from '../harness/serveHostPages.js'

// Real Chromium: the built frame page on one loopback origin, the site on a second, a hostile
// site on a third. Origins differ by port, as the frame's and the site's do in production by host.
let browser: Browser
let frame: FakeAuthServer
let site: HostPages
let hostile: HostPages

beforeAll(async () => {
  const files = await buildFrameSite()
  frame = await serveFramePage(files, () => site.origin)
  const frameUrl = () => `${frame.origin}/frame/?projectId=p1&chainId=1&version=test`
  site = await serveHostPages(frameUrl, () => hostile.origin)
  hostile = await serveHostPages(frameUrl, () => hostile.origin)
  browser = await launchBrowser()
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await Promise.all([frame?.stop(), site?.stop(), hostile?.stop()])
})

type Received = { type: string; id?: string; payload: Record<string, unknown> }
const received = (page: Page) => page.evaluate(() => (window as unknown as { received: Received[] }).received)
const send = (page: Page, type: string, id: string, payload: Record<string, unknown> = {}) =>
  page.evaluate(([type, id, payload]) => (window as unknown as { send(t: string, i: string, p: unknown): void }).send(type, id, payload), [type, id, payload] as const)

/** The frame's answer to request `id`. */
async function answerTo(page: Page, id: string): Promise<Received> {
  await page.waitForFunction((id) => (window as unknown as { received: Received[] }).received.some((message) => message.id === id), id, { timeout: 30_000 })
  return (await received(page)).find((message) => message.id === id)!
}

const ready = (page: Page) => page.waitForFunction(() => (window as unknown as { received: Received[] }).received.some((message) => message.type === '@portico/frame/Ready'), undefined, { timeout: 30_000 })

describe('startFrame in Chromium', () => {
  it('rule: the allowed site hears Ready and gets answers; a hostile cross-origin child and a same-origin sibling frame get none', { timeout: 60_000 }, async () => {
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.goto(`${site.origin}/?hostileChildren`)
    await ready(page)
    await send(page, 'GetChainId', 'host-1')
    expect(await answerTo(page, 'host-1')).toEqual({ type: '@portico/frame/GetChainIdSuccess', id: 'host-1', payload: { chainId: 1 } })
    // Both hostile children have posted all their requests once their documents are titled 'done'.
    const children = () => page.frames().filter((child) => child !== page.mainFrame() && !child.url().startsWith(frame.origin))
    await expect.poll(async () => Promise.all(children().map((child) => child.title())), { timeout: 10_000 }).toEqual(['done', 'done'])
    expect(children().map((child) => child.url())).toEqual([`${hostile.origin}/child`, 'about:srcdoc'])
    await send(page, 'GetChainId', 'host-2')
    await answerTo(page, 'host-2')
    const answered = (await received(page)).map((message) => message.id).filter(Boolean)
    expect(answered).toEqual(['host-1', 'host-2'])
    await context.close()
  })

  it('rule: a site the project does not allow hears Ready and unverified_domain for every request', { timeout: 60_000 }, async () => {
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.goto(`${hostile.origin}/`)
    await ready(page)
    await send(page, 'GetUser', 'h-1')
    expect(await answerTo(page, 'h-1')).toEqual({ type: '@portico/frame/GetUserError', id: 'h-1', payload: { message: 'unverified_domain' } })
    await context.close()
  })
})
