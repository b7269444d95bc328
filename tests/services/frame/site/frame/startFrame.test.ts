import type { Browser } from 'playwright-core'
import { verifyMessage, type Hex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from '../../../../e2e/harness/launchBrowser.js'
import { answerTo, ready, received, send } from '../harness/hostPageMessages.js'
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

  it('rule: sign-in makes a wallet and shows its code once, signing waits for Approve, a reload reopens it, and another browser opens it with the code', { timeout: 120_000 }, async () => {
    const first = await browser.newContext()
    const page = await first.newPage()
    await page.goto(`${site.origin}/`)
    await ready(page)
    const wallet = page.frameLocator('#wallet')
    await send(page, 'ConnectEmail', 'c-1', { email: 'ann@example.com' })
    expect((await answerTo(page, 'c-1')).type).toBe('@portico/frame/ConnectEmailSuccess')
    await send(page, 'ConnectOtp', 'c-2', { otp: '123456' })
    const code = await wallet.locator('output.code').textContent()
    expect(code).toMatch(/^[A-Z2-7]{4}(-[A-Z2-7]{4}){4}$/)
    await wallet.getByRole('button', { name: 'I saved it' }).click()
    expect((await answerTo(page, 'c-2')).type).toBe('@portico/frame/ConnectOtpSuccess')
    expect(frame.walletPosts).toHaveLength(1)

    await send(page, 'GetUser', 'c-3')
    const user = (await answerTo(page, 'c-3')).payload as { address: Hex; accounts: { caipNetworkId: string }[] }
    expect(user.accounts.map((account) => account.caipNetworkId)).toEqual(['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'])

    await send(page, 'RpcRequest', 'c-4', { method: 'personal_sign', params: ['0x48656c6c6f', user.address], chainId: 'eip155:1' })
    await expect.poll(async () => (await received(page)).some((message) => message.type === '@portico/frame/VisitorNeeded' && message.payload.reason === 'approve')).toBe(true)
    await expect(wallet.locator('pre').textContent()).resolves.toBe('Hello')
    await wallet.getByRole('button', { name: 'Approve' }).click()
    const signature = ((await answerTo(page, 'c-4')).payload as { result: Hex }).result
    expect(await verifyMessage({ address: user.address, message: 'Hello', signature })).toBe(true)

    // The same browser, a new page load: the token and the sealed device share reopen the wallet.
    await page.reload()
    await ready(page)
    await send(page, 'GetUser', 'r-1')
    expect(((await answerTo(page, 'r-1')).payload as { address: string }).address).toBe(user.address)
    await first.close()

    // A fresh profile has no device share: the recovery code opens the wallet, a wrong one is refused.
    const second = await browser.newContext()
    const other = await second.newPage()
    await other.goto(`${site.origin}/`)
    await ready(other)
    const otherWallet = other.frameLocator('#wallet')
    await send(other, 'ConnectEmail', 's-1', { email: 'ann@example.com' })
    await answerTo(other, 's-1')
    await send(other, 'ConnectOtp', 's-2', { otp: '123456' })
    await otherWallet.getByLabel('Recovery code').fill('AAAA-AAAA-AAAA-AAAA-AAAA')
    await otherWallet.getByRole('button', { name: 'Open wallet' }).click()
    await expect.poll(() => otherWallet.getByRole('alert').textContent(), { timeout: 20_000 }).toMatch(/does not open this wallet/)
    await otherWallet.getByLabel('Recovery code').fill(code!.toLowerCase())
    await otherWallet.getByRole('button', { name: 'Open wallet' }).click()
    expect((await answerTo(other, 's-2')).type).toBe('@portico/frame/ConnectOtpSuccess')
    await send(other, 'GetUser', 's-3')
    expect(((await answerTo(other, 's-3')).payload as { address: string }).address).toBe(user.address)
    expect(frame.walletPosts).toHaveLength(1)
    await second.close()
  })
})
