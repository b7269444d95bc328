import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Kernel } from '../../../core/kernel/types.js'
import { createApiNameSource } from '../../../core/names/apiNameSource.js'
import { createTestKernel, TEST_API_URL } from '../../helpers/createTestKernel.js'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
let kernel: Kernel | undefined
afterEach(async () => {
  await kernel?.destroy()
  kernel = undefined
})

function withFetch(reply: () => Response, options: { apiUrl?: string | undefined } = { apiUrl: TEST_API_URL }) {
  const fetch = vi.fn(async (_input: RequestInfo | URL) => reply())
  kernel = createTestKernel({ ...options }, { fetch })
  return { fetch, source: createApiNameSource(kernel) }
}

const record = { name: 'bob.portico.id', address: ADDRESS, avatar: `${TEST_API_URL}/v1/names/bob.portico.id/avatar` }

describe('createApiNameSource', () => {
  it("rule: resolves a name and looks up an address on the site's API, with the project parameters", async () => {
    const { fetch, source } = withFetch(() => Response.json({ record }))
    expect(await source.resolveName('Bob.portico.eth')).toEqual(record)
    expect(await source.lookupAddress(ADDRESS)).toEqual(record)
    const [byName, byAddress] = fetch.mock.calls.map(([input]) => new URL(String(input)))
    expect(byName!.pathname).toBe('/v1/names/bob.portico.eth')
    expect(byAddress!.pathname).toBe(`/v1/addresses/${ADDRESS}/name`)
    expect(byName!.searchParams.get('projectId')).toBeTruthy()
  })

  it('rule: a null record is "no such name", not a failure', async () => {
    const { source } = withFetch(() => Response.json({ record: null }))
    expect(await source.resolveName('nobody.portico.id')).toBeUndefined()
  })

  it('rule: a failed request fails the lookup with its coded error, so no name is made up', async () => {
    const { source } = withFetch(() => Response.json({ error: 'down' }, { status: 500 }))
    await expect(source.lookupAddress(ADDRESS)).rejects.toMatchObject({ code: 'API_HTTP_ERROR', status: 500 })
  })

  it('rule: an avatar that is not an http(s) URL makes the answer invalid', async () => {
    const { source } = withFetch(() => Response.json({ record: { ...record, avatar: 'javascript:alert(1)' } }))
    await expect(source.resolveName('bob.portico.id')).rejects.toMatchObject({ code: 'API_INVALID_RESPONSE' })
  })

  it('rule: no apiUrl, no request: every lookup fails with API_NOT_CONFIGURED', async () => {
    const { fetch, source } = withFetch(() => Response.json({ record }), { apiUrl: undefined })
    await expect(source.resolveName('bob.portico.id')).rejects.toMatchObject({ code: 'API_NOT_CONFIGURED' })
    expect(fetch).not.toHaveBeenCalled()
  })
})
