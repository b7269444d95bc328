import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Kernel } from '../../../core/kernel/types.js'
import { createApiPriceSource } from '../../../core/tokens/apiPriceSource.js'
import { createTestKernel, TEST_API_URL } from '../../helpers/createTestKernel.js'
import { mockNetwork } from '../../helpers/mockChainPlugin.js'

const network = mockNetwork('eip155', '31337', 'Local')
let kernel: Kernel | undefined
afterEach(async () => {
  await kernel?.destroy()
  kernel = undefined
})

function withFetch(reply: () => Response, options: { apiUrl?: string | undefined } = { apiUrl: TEST_API_URL }) {
  const fetch = vi.fn(async (_input: RequestInfo | URL) => reply())
  kernel = createTestKernel({ ...options }, { fetch })
  return { fetch, source: createApiPriceSource(kernel) }
}

describe('createApiPriceSource', () => {
  it("rule: asks the site's API for the chain and the tokens, native by its key, and answers only what it asked", async () => {
    const { fetch, source } = withFetch(() => Response.json({ prices: { native: 3000, '0xabc': 1, '0xother': 9 } }))
    const prices = await source.prices({ network, tokens: [{ symbol: 'ETH' }, { symbol: 'pUSD', address: '0xabc' }, { symbol: 'X', address: '0xunknown' }] })
    expect([...prices]).toEqual([['native', 3000], ['0xabc', 1]])
    const url = new URL(String(fetch.mock.calls[0]![0]))
    expect(url.origin + url.pathname).toBe(`${TEST_API_URL}/v1/prices`)
    expect(url.searchParams.get('chain')).toBe('eip155:31337')
    expect(url.searchParams.get('tokens')).toBe('native,0xabc,0xunknown')
  })

  it('rule: no apiUrl, no prices and no request (Portico never contacts a host the site did not configure)', async () => {
    const { fetch, source } = withFetch(() => Response.json({ prices: { native: 1 } }), { apiUrl: undefined })
    expect((await source.prices({ network, tokens: [{ symbol: 'ETH' }] })).size).toBe(0)
    expect(fetch).not.toHaveBeenCalled()
  })

  it('rule: a reply that does not match the prices schema is refused, never used', async () => {
    const { source } = withFetch(() => Response.json({ prices: { native: 'a lot' } }))
    await expect(source.prices({ network, tokens: [{ symbol: 'ETH' }] })).rejects.toMatchObject({ code: 'API_INVALID_RESPONSE' })
  })

  it('rule: a negative price is refused', async () => {
    const { source } = withFetch(() => Response.json({ prices: { native: -1 } }))
    await expect(source.prices({ network, tokens: [{ symbol: 'ETH' }] })).rejects.toMatchObject({ code: 'API_INVALID_RESPONSE' })
  })
})
