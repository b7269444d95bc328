import { describe, expect, it, vi } from 'vitest'
import { toImageUrl } from '../../../core/wallets/toImageUrl.js'

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
