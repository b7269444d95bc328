import { afterEach, describe, expect, it, vi } from 'vitest'
import { createApiActivitySource } from '../../../core/activity/apiActivitySource.js'
import type { Kernel } from '../../../core/kernel/types.js'
import { createTestKernel, TEST_API_URL } from '../../helpers/createTestKernel.js'
import { mockNetwork } from '../../helpers/mockChainPlugin.js'
import { nft, transactionOf } from './transactionFixture.js'

const network = mockNetwork('eip155', '31337', 'Local')
const ADDRESS = '0x1111111111111111111111111111111111111111'
let kernel: Kernel | undefined
afterEach(async () => {
  await kernel?.destroy()
  kernel = undefined
})

function withFetch(reply: () => Response, options: { apiUrl?: string | undefined } = { apiUrl: TEST_API_URL }) {
  const fetch = vi.fn(async (_input: RequestInfo | URL) => reply())
  kernel = createTestKernel({ ...options }, { fetch })
  return { fetch, source: createApiActivitySource(kernel) }
}

describe('createApiActivitySource', () => {
  it("rule: asks the site's API for the account's history on the chain, with the cursor of the page, and answers its transactions and next cursor", async () => {
    const page = [transactionOf('0xaa', 'eip155:31337'), transactionOf('0xbb', 'eip155:31337', [nft(true)])]
    const { fetch, source } = withFetch(() => Response.json({ data: page, next: 'cursor-2' }))
    const answer = await source!.transactions({ address: ADDRESS, network, cursor: 'cursor-1' })
    expect(answer).toEqual({ transactions: page, next: 'cursor-2' })
    const url = new URL(String(fetch.mock.calls[0]![0]))
    expect(url.origin + url.pathname).toBe(`${TEST_API_URL}/v1/account/${ADDRESS}/history`)
    expect(url.searchParams.get('chainId')).toBe('eip155:31337')
    expect(url.searchParams.get('cursor')).toBe('cursor-1')
  })

  it('rule: an NFT transfer without a picture (content null) is a valid transfer', async () => {
    const transfer = { nft_info: { name: 'Gem #1', flags: { is_spam: false }, content: null }, direction: 'in', quantity: { numeric: '1' } }
    const { source } = withFetch(() => Response.json({ data: [{ ...transactionOf('0xaa', 'eip155:31337'), transfers: [transfer] }], next: null }))
    expect((await source!.transactions({ address: ADDRESS, network })).transactions[0]!.transfers).toEqual([transfer])
  })

  it('rule: the first page is asked without a cursor, and a null next means the last page', async () => {
    const { fetch, source } = withFetch(() => Response.json({ data: [], next: null }))
    expect(await source!.transactions({ address: ADDRESS, network })).toEqual({ transactions: [], next: undefined })
    expect(new URL(String(fetch.mock.calls[0]![0])).searchParams.has('cursor')).toBe(false)
  })

  it('rule: no apiUrl, no source (Portico never contacts a host the site did not configure)', () => {
    const { fetch, source } = withFetch(() => Response.json({ data: [], next: null }), { apiUrl: undefined })
    expect(source).toBeUndefined()
    expect(fetch).not.toHaveBeenCalled()
  })

  it('rule: a reply that does not match the history schema is refused, never shown in part', async () => {
    const broken = { ...transactionOf('0xaa', 'eip155:31337'), transfers: [{ direction: 'in', quantity: { numeric: 'a lot' } }] }
    const { source } = withFetch(() => Response.json({ data: [broken], next: null }))
    await expect(source!.transactions({ address: ADDRESS, network })).rejects.toMatchObject({ code: 'API_INVALID_RESPONSE' })
  })

  it('rule: a failing API rejects with its coded error', async () => {
    const { source } = withFetch(() => Response.json({ error: 'down' }, { status: 500 }))
    await expect(source!.transactions({ address: ADDRESS, network })).rejects.toMatchObject({ code: 'API_HTTP_ERROR' })
  })
})
