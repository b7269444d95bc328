import { castDraft } from 'immer'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi, afterEach } from 'vitest'
import { LIMITS } from '../../../core/constants/limits.js'
import type { Kernel } from '../../../core/kernel/types.js'
import { WALLET_IMAGE_FAILED } from '../../../core/slices/walletsSlice.js'
import { fetchWalletsPage } from '../../../core/wallets/fetchWalletsPage.js'
import { toImageUrl, loadWalletImages } from '../../../core/wallets/loadWalletImages.js'
import { searchWallets } from '../../../core/wallets/searchWallets.js'
import { api, gate, listing, listings, png, startWalletsKernel, useWalletsServer } from './walletsServer.js'

const PNG_BYTES = [137, 80, 78, 71, 13, 10, 26, 10]

describe('toImageUrl', () => {
  it('rule: with object URLs, the blob gets one, and revoke frees it', async () => {
    const urlApi = { createObjectURL: vi.fn(() => 'blob:test/1'), revokeObjectURL: vi.fn() }
    const blob = new Blob([new Uint8Array(PNG_BYTES)], { type: 'image/png' })
    const image = await toImageUrl(blob, urlApi)
    expect(image.url).toBe('blob:test/1')
    expect(urlApi.createObjectURL).toHaveBeenCalledWith(blob)
    image.revoke?.()
    expect(urlApi.revokeObjectURL).toHaveBeenCalledWith('blob:test/1')
  })

  it('rule: without object URLs, the blob becomes a base64 data URL of its image type', async () => {
    const image = await toImageUrl(new Blob([new Uint8Array(PNG_BYTES)], { type: 'image/png' }), {})
    expect(image).toEqual({ url: `data:image/png;base64,${Buffer.from(PNG_BYTES).toString('base64')}` })
  })

  it('rule: a large blob converts whole', async () => {
    const bytes = Uint8Array.from({ length: 100_000 }, (_, index) => index % 256)
    const image = await toImageUrl(new Blob([bytes], { type: 'image/webp' }), {})
    expect(image.url).toBe(`data:image/webp;base64,${Buffer.from(bytes).toString('base64')}`)
  })

  it('rule: by default the runtime’s own object URLs are used', async () => {
    const image = await toImageUrl(new Blob([new Uint8Array(PNG_BYTES)], { type: 'image/png' }))
    expect(image.url.startsWith('blob:')).toBe(true)
    image.revoke?.()
  })

  it.each([
    ['image/svg+xml;charset=utf-8', 'image/svg+xml'],
    ['text/html', 'application/octet-stream'],
    ['image/png"><script>', 'application/octet-stream'],
    ['', 'application/octet-stream'],
  ])('rule: the media type %j goes into the data URL as %j', async (type, expected) => {
    const image = await toImageUrl(new Blob([new Uint8Array([1])], { type }), {})
    expect(image.url).toBe(`data:${expected};base64,AQ==`)
  })
})

const { server, requests, registry, images } = useWalletsServer()

const imageRequests = () => requests.filter((url) => url.pathname.startsWith('/getWalletImage/')).map((url) => url.pathname.split('/').pop())
const imagesOf = (kernel: Kernel) => kernel.store('wallets').getState().images

/** Resolves once the wallets slice satisfies `ready`; a store subscription, so no timer is involved. */
const until = (kernel: Kernel, ready: () => boolean) => new Promise<void>((resolve) => {
  if (ready()) return resolve()
  const off = kernel.store('wallets').subscribe(() => {
    if (!ready()) return
    off()
    resolve()
  })
})

/** A started kernel holding page 1 of a registry of `count` wallets. */
async function kernelWithPage(count = 3) {
  server.use(registry(listings(count)), images())
  const kernel = await startWalletsKernel()
  await fetchWalletsPage(kernel, { page: 1 })
  return kernel
}

afterEach(() => {
  vi.useRealTimers()
})

describe('loadWalletImages', () => {
  it('rule: wallet images are fetched only for listed ids', async () => {
    const kernel = await kernelWithPage(2)
    await loadWalletImages(kernel, ['w1', 'unlisted', 'w2', '../getWallets'])

    expect(imageRequests()).toEqual(['w1', 'w2'])
    expect(Object.keys(imagesOf(kernel)).sort()).toEqual(['w1', 'w2'])
    expect(imagesOf(kernel).w1).toMatch(/^blob:/)
    expect(imagesOf(kernel).w1).not.toBe(imagesOf(kernel).w2)
  })

  it('rule: search results and recommended wallets count as listed', async () => {
    server.use(registry([listing('found', { name: 'Found' })]), images())
    const kernel = await startWalletsKernel()
    await loadWalletImages(kernel, ['found'])
    expect(imageRequests()).toEqual([])
    await searchWallets(kernel, 'found')
    await loadWalletImages(kernel, ['found'])
    expect(imageRequests()).toEqual(['found'])
  })

  it('rule: an id the API client never listed is refused by the client too, and marked failed', async () => {
    server.use(images())
    const kernel = await startWalletsKernel()
    kernel.store('wallets').setState((draft) => {
      draft.listings = castDraft([listing('planted')])
    })
    await loadWalletImages(kernel, ['planted'])
    expect(imageRequests()).toEqual([])
    expect(imagesOf(kernel).planted).toBe(WALLET_IMAGE_FAILED)
  })

  it('rule: an image that has not arrived within 2 s is marked failed, and its late answer is dropped', async () => {
    const slow = gate()
    const kernel = await kernelWithPage(2)
    const answered = vi.fn()
    server.use(http.get(api('/getWalletImage/w1'), async () => {
      await slow.opened
      answered()
      return png()
    }))
    vi.useFakeTimers()

    const loading = loadWalletImages(kernel, ['w1', 'w2'])
    await until(kernel, () => imagesOf(kernel).w2 !== undefined)
    await vi.advanceTimersByTimeAsync(LIMITS.imagePreloadTimeoutMs - 1)
    expect(imagesOf(kernel).w1).toBeUndefined()

    await vi.advanceTimersByTimeAsync(1)
    await loading
    expect(imagesOf(kernel).w1).toBe(WALLET_IMAGE_FAILED)
    expect(imagesOf(kernel).w2).toMatch(/^blob:/)

    expect(kernel.timers.pending()).toBe(0)
    vi.useRealTimers()
    slow.open()
    await vi.waitFor(() => expect(answered).toHaveBeenCalled())
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(imagesOf(kernel).w1).toBe(WALLET_IMAGE_FAILED)
  })

  it.each([
    ['an HTTP error', () => new HttpResponse(null, { status: 404 })],
    ['a page instead of an image', () => HttpResponse.html('<script>alert(1)</script>')],
    ['a network error', () => HttpResponse.error()],
  ])('rule: %s marks the image failed', async (_, answer) => {
    const kernel = await kernelWithPage(1)
    server.use(http.get(api('/getWalletImage/:id'), answer))
    await expect(loadWalletImages(kernel, ['w1'])).resolves.toBeUndefined()
    expect(imagesOf(kernel).w1).toBe(WALLET_IMAGE_FAILED)
  })

  it('rule: an id in flight or already loaded is never fetched again', async () => {
    const kernel = await kernelWithPage(2)
    await Promise.all([
      loadWalletImages(kernel, ['w1', 'w1']),
      loadWalletImages(kernel, ['w1', 'w2']),
      loadWalletImages(kernel, ['w2']),
    ])
    await loadWalletImages(kernel, ['w1', 'w2'])
    expect(imageRequests().sort()).toEqual(['w1', 'w2'])
  })

  it('rule: a failed image is tried again only when asked to', async () => {
    const kernel = await kernelWithPage(1)
    server.use(http.get(api('/getWalletImage/:id'), () => new HttpResponse(null, { status: 500 }), { once: true }))
    await loadWalletImages(kernel, ['w1'])
    await loadWalletImages(kernel, ['w1'])
    expect(imagesOf(kernel).w1).toBe(WALLET_IMAGE_FAILED)
    expect(imageRequests()).toEqual(['w1'])

    await loadWalletImages(kernel, ['w1'], { retryFailed: true })
    expect(imageRequests()).toEqual(['w1', 'w1'])
    expect(imagesOf(kernel).w1).toMatch(/^blob:/)
  })

  it('rule: destroying the kernel revokes every object URL, and an image in flight never becomes one', async () => {
    const revoke = vi.spyOn(URL, 'revokeObjectURL')
    const late = gate()
    const kernel = await kernelWithPage(3)
    server.use(http.get(api('/getWalletImage/w3'), async () => {
      await late.opened
      return png()
    }))
    await loadWalletImages(kernel, ['w1', 'w2'])
    const created = [imagesOf(kernel).w1, imagesOf(kernel).w2]
    const create = vi.spyOn(URL, 'createObjectURL')
    const pending = loadWalletImages(kernel, ['w3'])
    await vi.waitFor(() => expect(imageRequests()).toContain('w3'))
    expect(revoke).not.toHaveBeenCalled()

    await kernel.destroy()
    expect(revoke.mock.calls.map(([url]) => url).sort()).toEqual(created.sort())
    late.open()
    await pending
    expect(imagesOf(kernel).w3).toBeUndefined()
    // The transport gave up on destroy, so the late image never became an object URL.
    expect(create).not.toHaveBeenCalled()
    expect(kernel.events.listenerCount()).toBe(0)
  })

  it('rule: a wallet id that is a prototype key is stored as an ordinary key', async () => {
    server.use(registry([listing('__proto__'), listing('constructor')]), images())
    const kernel = await startWalletsKernel()
    await fetchWalletsPage(kernel, { page: 1 })
    await loadWalletImages(kernel, ['__proto__', 'constructor'])
    expect(imageRequests().sort()).toEqual(['__proto__', 'constructor'])
    expect(Object.hasOwn(imagesOf(kernel), '__proto__')).toBe(true)
    expect(imagesOf(kernel).constructor).toMatch(/^blob:/)
    expect(({} as Record<string, unknown>).constructor).toBe(Object)
  })
})

describe('loadWalletImages without a provider API', () => {
  it('rule: without apiUrl no image is fetched, even for a listing the kernel holds', async () => {
    server.use(images())
    const kernel = await startWalletsKernel({ apiUrl: undefined })
    kernel.store('wallets').setState((draft) => {
      draft.recommended = castDraft([listing('w1')])
    })
    await loadWalletImages(kernel, ['w1'])
    expect(requests).toEqual([])
    expect(imagesOf(kernel)).toEqual({})
    await kernel.destroy()
  })
})
