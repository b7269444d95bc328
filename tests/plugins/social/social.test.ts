import { afterEach, describe, expect, it, vi } from 'vitest'
import { STORAGE_KEYS } from '../../../core/constants/storageKeys.js'
import { definePlugin } from '../../../core/kernel/createPluginContext.js'
import { loginMethodOf } from '../../../core/kernel/registrySlice.js'
import type { Kernel } from '../../../core/kernel/types.js'
import { createStorage } from '../../../core/storage/createStorage.js'
import { FRAME_PREFIX } from '../../../plugins/embeddedwallet/protocol/frameProtocol.js'
import { socialPlugin, type SocialOptions } from '../../../plugins/social/social.js'
import { SOCIAL_PROVIDERS } from '../../../plugins/social/socialProviders.js'
import { fakeFramePage, FRAME_ORIGIN, type Answers } from '../embeddedwallet/helpers/fakeFrame.js'
import { embeddedWalletKernel, SIGNED_IN, USER } from '../embeddedwallet/helpers/embeddedWalletKernel.js'
import { fakeSitePage } from './fakeSitePage.js'

let kernel: Kernel | undefined
afterEach(async () => {
  await kernel?.destroy()
  kernel = undefined
  vi.useRealTimers()
})

const RESULT = `${FRAME_ORIGIN}/v1/social/result?attempt=a1&result=r1`

const ANSWERS: Answers = {
  ...SIGNED_IN,
  GetSocialRedirectUri: (payload) => ({ uri: `https://auth.test/${(payload as { provider: string }).provider}` }),
  ConnectSocial: () => ({}),
  GetUser: () => ({ ...USER, email: null, userName: 'visitor', authProvider: 'github' }),
}

async function setup({ answers = ANSWERS, phone = false, href, options = {}, timeZone }: { answers?: Answers; phone?: boolean; href?: string; options?: SocialOptions; timeZone?: string } = {}) {
  const page = fakeFramePage(answers, { autoReady: true })
  const site = fakeSitePage(page.document.defaultView as unknown as EventTarget, href)
  const storage = createStorage(null)
  const events: unknown[] = []
  const views: unknown[] = []
  const made = await embeddedWalletKernel({
    page, window: site.window, storage, kernelOptions: { isMobile: () => phone }, ...(timeZone ? { timeZone } : {}),
    plugins: [socialPlugin(options, { window: site.window }), definePlugin({ name: 'watch', setup: (ctx) => void ctx.kernel.store('router').subscribe((router) => views.push({ view: router.view, data: router.data })) })],
  })
  kernel = made.kernel
  kernel.events.on('analytics', (event) => void events.push(event))
  const method = loginMethodOf(made.kernel.store('registry').getState(), 'social', 'social')!
  /** The frame site's result page reports to the site's window. */
  const report = (payload: unknown, { origin = FRAME_ORIGIN, source = site.opened.at(-1)?.popup as object | null } = {}) =>
    page.deliver({ type: `${FRAME_PREFIX}SocialResult`, payload }, { origin, source })
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
  /** The flow after the tap loads its code first: a result page cannot report before the provider's page loaded. */
  const listening = () => new Promise((resolve) => setTimeout(resolve, 20))
  return { ...made, site, storage, events, views, method, report, settle, listening }
}

describe('the social login', () => {
  it("rule: a provider that is not one of SPEC section 5's six is refused when the site configures it", () => {
    expect(() => socialPlugin({ providers: ['google', 'myspace' as never] }, {})).toThrow('Unknown social provider "myspace"')
    expect(() => socialPlugin({ providers: ['farcaster' as never] }, {})).toThrow('Unknown social provider "farcaster"')
    expect(SOCIAL_PROVIDERS).toEqual(['google', 'github', 'apple', 'facebook', 'x', 'discord'])
  })

  it('rule: visitors in a restricted time zone are not offered social login (the embedded wallet is not)', async () => {
    const { kernel: k } = await setup({ timeZone: 'Asia/Shanghai' })
    expect(loginMethodOf(k.store('registry').getState(), 'social', 'social')).toBeUndefined()
    expect(k.store('registry').getState().connectSections.find((section) => section.id === 'social')).toBeUndefined()
  })

  it('rule: the links are fetched before the tap, and the tap opens the 600×800 popup on the ready link at once', async () => {
    const { method, page, site, settle } = await setup()
    method.prepare()
    await vi.waitFor(() => expect(page.requests('GetSocialRedirectUri')).toHaveLength(6))
    await settle()
    void method.start('github')
    // Synchronously in the tap: no await stood between it and the popup.
    expect(site.opened).toHaveLength(1)
    expect(site.opened[0]).toMatchObject({ url: 'https://auth.test/github', name: 'portico-social' })
    expect(site.opened[0]!.features).toMatch(/^popup,width=600,height=800,left=\d+,top=\d+$/)
  })

  it('rule: a tap before the link is ready still opens the popup in the tap, and sends it to the link once it comes', async () => {
    const { method, site } = await setup()
    void method.start('google')
    expect(site.opened[0]?.url).toBe('about:blank')
    await vi.waitFor(() => expect(site.opened[0]!.popup.location.href).toBe('https://auth.test/google'))
  })

  it('rule: the result link connects through the frame, keeps the username and the login flag, and reports SOCIAL_LOGIN_SUCCESS', async () => {
    const { method, page, report, storage, events, kernel: k, listening } = await setup()
    const outcome = method.start('github')
    await listening()
    report({ resultUri: RESULT })
    await outcome
    expect(page.requests('ConnectSocial').map(({ message }) => message.payload)).toEqual([{ uri: RESULT }])
    expect(k.store('chains').getState().byNamespace.eip155?.account).toMatchObject({ status: 'connected', connectedWalletInfo: { name: 'GitHub' } })
    expect(storage.get(STORAGE_KEYS.socialUsername)).toBe('visitor')
    expect(storage.get(STORAGE_KEYS.emailLoginUsed)).toBe('true')
    expect(events).toContainEqual({ event: 'SOCIAL_LOGIN_SUCCESS', properties: { provider: 'github' } })
    expect(method.outcome('github')).toBe(outcome)
  })

  it('rule: a result from another origin, another window or of another shape is ignored, and the wait goes on', async () => {
    const { method, page, report, site } = await setup()
    const outcome = method.start('github')
    report({ resultUri: RESULT }, { origin: 'https://evil.test' })
    report({ resultUri: RESULT }, { source: {} })
    report({ token: 'stolen' })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(page.requests('ConnectSocial')).toEqual([])
    report({ resultUri: RESULT }, { source: site.opened[0]!.popup as object })
    await outcome
    expect(page.requests('ConnectSocial')).toHaveLength(1)
  })

  it("rule: the popup closed by the visitor fails with 'Popup closed', seen within the 1 s check", async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'setTimeout'] })
    const { method, site } = await setup()
    const outcome = method.start('github')
    const failed = expect(outcome).rejects.toThrow('Popup closed')
    await vi.advanceTimersByTimeAsync(50)
    site.opened[0]!.popup.closed = true
    await vi.advanceTimersByTimeAsync(1_000)
    await failed
  })

  it("rule: Cancel in the wait view closes the popup, and the login fails with 'Popup closed' at the next check", async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'setTimeout'] })
    const { method, site } = await setup()
    const outcome = method.start('github')
    const failed = expect(outcome).rejects.toThrow('Popup closed')
    await vi.advanceTimersByTimeAsync(50)
    method.cancel('github')
    expect(site.opened[0]!.popup.closed).toBe(true)
    await vi.advanceTimersByTimeAsync(1_000)
    await failed
  })

  it("rule: the provider's refusal, or a frame that cannot sign in with the link, fails with 'Failed to initiate social connection'", async () => {
    const refused = await setup()
    const outcome = refused.method.start('github')
    await refused.listening()
    refused.report({ error: 'access_denied' })
    await expect(outcome).rejects.toThrow('Failed to initiate social connection')
    expect(refused.site.opened[0]!.popup.closed).toBe(true)
    await kernel?.destroy()

    const broken = await setup({ answers: { ...ANSWERS, ConnectSocial: undefined } })
    const second = broken.method.start('github')
    await broken.listening()
    broken.report({ resultUri: RESULT })
    await vi.waitFor(() => expect(broken.page.requests('ConnectSocial')).toHaveLength(1))
    broken.page.fail('ConnectSocial', 'The sign-in link has expired')
    await expect(second).rejects.toThrow('Failed to initiate social connection')
  })

  it('rule: on a phone the page goes to the provider, whose link brings it back here naming the provider', async () => {
    const { method, page, site, settle } = await setup({ phone: true })
    method.prepare()
    await vi.waitFor(() => expect(page.requests('GetSocialRedirectUri')).toHaveLength(6))
    expect(page.requests('GetSocialRedirectUri')[1]!.message.payload).toEqual({ provider: 'github', returnTo: 'https://site.test/app?tab=1&portico_social_provider=github' })
    await settle()
    void method.start('github')
    expect(site.opened).toEqual([])
    expect(site.assigned).toEqual(['https://auth.test/github'])
  })

  it('rule: back from the provider, the page finishes the login in the wait view and its address loses the result', async () => {
    const href = `https://site.test/app?tab=1&portico_social_provider=github&portico_social=${encodeURIComponent(RESULT)}`
    const { page, site, views, kernel: k } = await setup({ phone: true, href })
    await vi.waitFor(() => expect(k.store('chains').getState().byNamespace.eip155?.account.status).toBe('connected'))
    expect(page.requests('ConnectSocial').map(({ message }) => message.payload)).toEqual([{ uri: RESULT }])
    expect(site.location.href).toBe('https://site.test/app?tab=1')
    expect(views).toContainEqual({ view: 'SocialWait', data: { provider: 'github', returned: true } })
    await vi.waitFor(() => expect(k.store('router').getState().view).toBe('Account'))
  })

  it('rule: a result link in the address that is not on the frame\'s origin is no result', async () => {
    const href = `https://site.test/app?portico_social_provider=github&portico_social=${encodeURIComponent('https://evil.test/v1/social/result?attempt=a&result=r')}`
    const { page, site } = await setup({ href })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(page.requests('ConnectSocial')).toEqual([])
    expect(site.location.href).toBe('https://site.test/app')
  })
})
