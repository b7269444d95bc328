import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Kernel } from '../../../core/kernel/types.js'
import { createApiNftSource } from '../../../core/nfts/apiNftSource.js'
import { createTestKernel, TEST_API_URL } from '../../helpers/createTestKernel.js'
import { mockNetwork } from '../../helpers/mockChainPlugin.js'

const network = mockNetwork('eip155', '31337', 'Local')
const ACCOUNT = '0x1111111111111111111111111111111111111111'
let kernel: Kernel | undefined
afterEach(async () => {
  await kernel?.destroy()
  kernel = undefined
})

function withFetch(reply: () => Response, options: { apiUrl?: string | undefined } = { apiUrl: TEST_API_URL }) {
  const fetch = vi.fn(async (_input: RequestInfo | URL) => reply())
  kernel = createTestKernel({ ...options }, { fetch })
  return { fetch, source: createApiNftSource(kernel) }
}

const item = (overrides: Record<string, unknown> = {}) => ({
  contract: '0xabc', tokenId: '7', name: 'Dawn Orbit #7', collection: { name: 'Portico Shapes', symbol: 'SHAPE' },
  flags: { is_spam: false }, content: { preview: { url: 'https://api.example/v1/nft/shapes/7/image' } }, ...overrides,
})

describe('createApiNftSource', () => {
  it("rule: asks the site's API for the account's NFTs on the network, with the cursor, and maps nft_info to Nft", async () => {
    const { fetch, source } = withFetch(() => Response.json({ data: [item(), item({ tokenId: '8', flags: { is_spam: true }, content: null })], next: 'c2' }))
    const page = await source.nfts({ address: ACCOUNT, network, cursor: 'c1' })
    expect(page).toEqual({
      nfts: [
        { contract: '0xabc', tokenId: '7', name: 'Dawn Orbit #7', collection: { name: 'Portico Shapes', symbol: 'SHAPE' }, spam: false, imageUrl: 'https://api.example/v1/nft/shapes/7/image' },
        { contract: '0xabc', tokenId: '8', name: 'Dawn Orbit #7', collection: { name: 'Portico Shapes', symbol: 'SHAPE' }, spam: true, imageUrl: undefined },
      ],
      next: 'c2',
    })
    const url = new URL(String(fetch.mock.calls[0]![0]))
    expect(url.origin + url.pathname).toBe(`${TEST_API_URL}/v1/account/${ACCOUNT}/nfts`)
    expect(url.searchParams.get('chainId')).toBe('eip155:31337')
    expect(url.searchParams.get('cursor')).toBe('c1')
  })

  it('rule: the last page has no next cursor', async () => {
    const { source } = withFetch(() => Response.json({ data: [], next: null }))
    expect(await source.nfts({ address: ACCOUNT, network })).toEqual({ nfts: [], next: undefined })
  })

  it('rule: no apiUrl, no request: the read fails with API_NOT_CONFIGURED', async () => {
    const { fetch, source } = withFetch(() => Response.json({ data: [], next: null }), { apiUrl: undefined })
    await expect(source.nfts({ address: ACCOUNT, network })).rejects.toMatchObject({ code: 'API_NOT_CONFIGURED' })
    expect(fetch).not.toHaveBeenCalled()
  })

  it('rule: an image URL that is not http(s) makes the reply invalid, never reaching an <img>', async () => {
    const { source } = withFetch(() => Response.json({ data: [item({ content: { preview: { url: 'javascript:alert(1)' } } })], next: null }))
    await expect(source.nfts({ address: ACCOUNT, network })).rejects.toMatchObject({ code: 'API_INVALID_RESPONSE' })
  })

  it('rule: a reply without the spam flag is refused', async () => {
    const { source } = withFetch(() => Response.json({ data: [item({ flags: {} })], next: null }))
    await expect(source.nfts({ address: ACCOUNT, network })).rejects.toMatchObject({ code: 'API_INVALID_RESPONSE' })
  })

  it('rule: an HTTP failure is the API error of its status', async () => {
    const { source } = withFetch(() => Response.json({ error: 'down' }, { status: 500 }))
    await expect(source.nfts({ address: ACCOUNT, network })).rejects.toMatchObject({ name: 'ApiError' })
  })
})
