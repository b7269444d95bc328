import { afterEach, describe, expect, it, vi } from 'vitest'
import { STORAGE_KEYS } from '../../../core/constants/storageKeys.js'
import { loginMethodOf } from '../../../core/kernel/registrySlice.js'
import type { Kernel } from '../../../core/kernel/types.js'
import { goBack } from '../../../core/router/navigationRules.js'
import { push } from '../../../core/router/router.js'
import { createStorage } from '../../../core/storage/createStorage.js'
import { farcasterPlugin, type FarcasterEnvironment } from '../../../plugins/farcaster/farcaster.js'
import type { Answers } from '../embeddedwallet/helpers/fakeFrame.js'
import { embeddedWalletKernel, SIGNED_IN } from '../embeddedwallet/helpers/embeddedWalletKernel.js'

const LINK = 'http://127.0.0.1:8795/~/siwf?channelToken=c&nonce=n&siweUri=s&domain=d'
const METADATA = { name: 'Test dApp', description: 'A dApp', url: 'http://127.0.0.1:3000', icons: ['http://127.0.0.1:3000/icon.png'] }

let kernel: Kernel | undefined
afterEach(async () => {
  vi.useRealTimers()
  await kernel?.destroy()
  kernel = undefined
})

/** A frame that hands out LINK and leaves ConnectFarcaster waiting until the test answers it. */
async function setup({ answers = {}, environment = {}, timeZone }: { answers?: Answers; environment?: FarcasterEnvironment; timeZone?: string } = {}) {
  const clock = { now: 5_000_000 }
  const storage = createStorage(null)
  const made = await embeddedWalletKernel({
    answers: { ...SIGNED_IN, GetFarcasterUri: () => ({ url: LINK }), Reload: () => ({}), ...answers },
    storage,
    withSolana: true,
    ...(timeZone ? { timeZone } : {}),
    kernelOptions: { metadata: METADATA, sdkVersion: 'portico-test-1', sdkType: 'portico' },
    plugins: [farcasterPlugin({ now: () => clock.now, ...environment })],
  })
  kernel = made.kernel
  const method = loginMethodOf(made.kernel.store('registry').getState(), 'farcaster', 'pairing')!
  const slice = () => made.kernel.store('farcaster').getState()
  const farcasterUrls = () => Object.values(made.kernel.store('chains').getState().byNamespace).map((chain) => chain?.account.farcasterUrl)
  return { ...made, method, storage, clock, slice, farcasterUrls }
}

const linkShown = (slice: () => { pairing: { status: string } }) => vi.waitFor(() => expect(slice().pairing.status).toBe('ready'))

describe('the farcaster login', () => {
  it('rule: visitors in a restricted time zone are not offered farcaster (the embedded wallet is not)', async () => {
    const { kernel: made } = await setup({ timeZone: 'Asia/Macau' })
    expect(loginMethodOf(made.store('registry').getState(), 'farcaster', 'pairing')).toBeUndefined()
  })

  it('rule: it registers a pairing login shown as a button of the shared social section, and the ConnectingFarcaster view', async () => {
    const { method, kernel: made } = await setup()
    expect(method).toMatchObject({ id: 'farcaster', kind: 'pairing', section: 'social', name: 'Farcaster', view: 'ConnectingFarcaster', slice: 'farcaster', connectsListings: false })
    expect(method.button).toEqual({ id: 'farcaster', name: 'Farcaster', icon: expect.stringMatching(/^data:image\/svg\+xml,/) })
    const registry = made.store('registry').getState()
    expect(registry.views.find((view) => view.id === 'ConnectingFarcaster')).toMatchObject({ kind: 'pairing', loginMethod: 'farcaster', title: 'Farcaster' })
    expect(registry.connectSections.filter((section) => section.loginMethod === 'farcaster')).toEqual([{ id: 'social', loginMethod: 'farcaster', feature: 'socials', shared: true }])
  })

  it('rule: pairing shows the frame\'s link (ready, for SPEC\'s 4 minutes) and sets farcasterUrl; once the Farcaster app signed, the embedded wallet connects as farcaster and the username is kept', async () => {
    const { method, page, slice, clock, farcasterUrls, storage, kernel: made } = await setup()
    expect(slice().pairing).toEqual({ status: 'idle' })
    const paired = method.pair()
    await vi.waitFor(() => expect(slice().pairing.status).not.toBe('idle'))
    await linkShown(slice)
    expect(slice().pairing).toEqual({ status: 'ready', uri: LINK, expiresAt: clock.now + 240_000 })
    expect(farcasterUrls()).toEqual([LINK, LINK])
    await vi.waitFor(() => expect(page.requests('ConnectFarcaster')).toHaveLength(1))
    expect(method.isPaired()).toBe(false)
    page.succeed('ConnectFarcaster', { userName: 'alice' })
    await paired
    expect(made.store('chains').getState().byNamespace.eip155?.account.status).toBe('connected')
    expect(method.isPaired()).toBe(true)
    expect(storage.get(STORAGE_KEYS.socialUsername)).toBe('alice')
    expect(page.requests().map(({ message }) => message.type.split('/').at(-1))).toEqual(expect.arrayContaining(['GetFarcasterUri', 'ConnectFarcaster', 'GetUser']))
  })

  it.each([
    ['the link cannot be had', 'GetFarcasterUri'],
    ['the frame refuses the sign-in (an expired attempt)', 'ConnectFarcaster'],
  ] as const)("rule: when %s, pairing fails with 'Failed to connect to farcaster' and the link goes", async (_case, failing) => {
    const { method, page, slice } = await setup({ answers: { GetFarcasterUri: undefined } })
    const paired = method.pair()
    paired.catch(() => {})
    await vi.waitFor(() => expect(page.requests('GetFarcasterUri')).toHaveLength(1))
    if (failing === 'GetFarcasterUri') page.fail('GetFarcasterUri', 'Farcaster sign-in is unavailable, try again later')
    else {
      page.succeed('GetFarcasterUri', { url: LINK })
      await vi.waitFor(() => expect(page.requests('ConnectFarcaster')).toHaveLength(1))
      page.fail('ConnectFarcaster', 'The Farcaster sign-in has expired, start again')
    }
    await expect(paired).rejects.toMatchObject({ code: 'FARCASTER_FAILED', shortMessage: 'Failed to connect to farcaster' })
    expect(slice().pairing).toEqual({ status: 'idle' })
    expect(method.isPaired()).toBe(false)
  })

  it('rule: leaving ConnectingFarcaster while not connected clears farcasterUrl, reloads the frame, and re-syncs the dApp data 100 ms later', async () => {
    const { method, page, slice, farcasterUrls, kernel: made } = await setup()
    push(made, 'ConnectingFarcaster')
    method.pair().catch(() => {})
    await linkShown(slice)
    vi.useFakeTimers()
    goBack(made)
    expect(farcasterUrls()).toEqual([undefined, undefined])
    expect(slice().pairing).toEqual({ status: 'idle' })
    await vi.advanceTimersByTimeAsync(0)
    expect(page.requests('Reload')).toHaveLength(1)
    const resyncs = () => page.requests('SyncDappData').length
    const before = resyncs()
    await vi.advanceTimersByTimeAsync(99)
    expect(resyncs()).toBe(before)
    await vi.advanceTimersByTimeAsync(1)
    expect(resyncs()).toBe(before + 1)
    expect(page.requests('SyncDappData').at(-1)!.message.payload).toEqual({ metadata: METADATA, sdkVersion: 'portico-test-1', sdkType: 'portico', projectId: 'test-project-id' })
  })

  it('rule: leaving ConnectingFarcaster once connected does nothing of the kind', async () => {
    const { method, page, slice, farcasterUrls, kernel: made } = await setup()
    push(made, 'ConnectingFarcaster')
    const paired = method.pair()
    await linkShown(slice)
    await vi.waitFor(() => expect(page.requests('ConnectFarcaster')).toHaveLength(1))
    page.succeed('ConnectFarcaster', { userName: 'alice' })
    await paired
    const syncs = page.requests('SyncDappData').length
    vi.useFakeTimers()
    goBack(made)
    await vi.advanceTimersByTimeAsync(1_000)
    expect(page.requests('Reload')).toEqual([])
    expect(page.requests('SyncDappData')).toHaveLength(syncs)
    expect(farcasterUrls()).toEqual([LINK, LINK])
  })

  it('rule: the re-sync waits on the kernel\'s timers, so kernel.destroy() cancels one still waiting', async () => {
    const { kernel: made, method, slice } = await setup()
    push(made, 'ConnectingFarcaster')
    method.pair().catch(() => {})
    await linkShown(slice)
    vi.useFakeTimers()
    const waiting = made.timers.pending()
    goBack(made)
    expect(made.timers.pending()).toBe(waiting + 1)
    await made.destroy()
    kernel = undefined
    expect(made.timers.pending()).toBe(0)
  })

  it('rule: the phone\'s tab opens the link (a button), the others show the QR code; openApp opens the ready link in a window of its own', async () => {
    const open = vi.fn((_url?: string | URL, _target?: string, _features?: string) => ({}) as Window)
    const { method, slice } = await setup({ environment: { window: { open } } })
    expect([method.opensWallet('mobile', undefined), method.opensWallet('desktop', undefined)]).toEqual([true, false])
    expect(method.openApp(undefined, 'mobile')).toBe(false)
    method.pair().catch(() => {})
    await linkShown(slice)
    expect(method.walletLink('mobile', undefined, LINK)).toBe(LINK)
    expect(method.walletLink('desktop', undefined, LINK)).toBeUndefined()
    expect(method.openApp(undefined, 'mobile')).toBe(true)
    expect(open).toHaveBeenCalledExactlyOnceWith(LINK, '_blank', 'noopener,noreferrer')
    expect(method.installLink(undefined)).toBeUndefined()
  })
})
