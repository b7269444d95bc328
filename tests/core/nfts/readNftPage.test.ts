import { describe, expect, it, vi } from 'vitest'
import type { Nft, NftPage, NftQuery } from '../../../core/nfts/Nft.js'
import { withoutSpam } from '../../../core/nfts/Nft.js'
import { appendNfts, MAX_HIDDEN_PAGES, readNftPage } from '../../../core/nfts/readNftPage.js'
import { mockNetwork } from '../../helpers/mockChainPlugin.js'

const network = mockNetwork('eip155', '31337', 'Local')
const query: NftQuery = { address: '0x1111111111111111111111111111111111111111', network }
const token = (tokenId: number, spam = false): Nft => ({
  contract: spam ? '0xspam' : '0xart', tokenId: String(tokenId), name: `#${tokenId}`, collection: { name: 'C', symbol: 'C' }, spam,
})

describe('readNftPage', () => {
  it('rule: spam-flagged NFTs are hidden (SPEC section 5)', async () => {
    const page = await readNftPage(async () => ({ nfts: [token(1), token(2, true), token(3)], next: 'n' }), query)
    expect(page).toEqual({ ok: true, nfts: [token(1), token(3)], next: 'n' })
    expect(withoutSpam([token(4, true)])).toEqual([])
  })

  it('rule: a page holding only spam is followed by the next, so a list with tokens further on never shows empty', async () => {
    const getNfts = vi.fn(async ({ cursor }: NftQuery): Promise<NftPage> =>
      cursor === undefined ? { nfts: [token(1, true)], next: 'p2' } : { nfts: [token(2)], next: undefined })
    expect(await readNftPage(getNfts, query)).toEqual({ ok: true, nfts: [token(2)], next: undefined })
    expect(getNfts.mock.calls.map(([asked]) => asked.cursor)).toEqual([undefined, 'p2'])
  })

  it(`rule: at most ${MAX_HIDDEN_PAGES} spam-only pages are read in a row; the list then stops with its next cursor`, async () => {
    let page = 0
    const getNfts = vi.fn(async (): Promise<NftPage> => ({ nfts: [token(page, true)], next: `p${++page}` }))
    expect(await readNftPage(getNfts, query)).toEqual({ ok: true, nfts: [], next: `p${MAX_HIDDEN_PAGES}` })
    expect(getNfts).toHaveBeenCalledTimes(MAX_HIDDEN_PAGES)
  })

  it("rule: a failed read is NFTS_UNAVAILABLE ('NFTs could not be loaded') with the failure as its cause", async () => {
    const failure = new Error('API down')
    const read = await readNftPage(async () => { throw failure }, query)
    expect(read.ok).toBe(false)
    if (read.ok) return
    expect(read.error).toMatchObject({ code: 'NFTS_UNAVAILABLE', shortMessage: 'NFTs could not be loaded', cause: failure })
  })
})

describe('appendNfts', () => {
  it('rule: a token already listed is not listed twice when pages shift', () => {
    expect(appendNfts([token(1), token(2)], [token(2), token(3)])).toEqual([token(1), token(2), token(3)])
  })
})
