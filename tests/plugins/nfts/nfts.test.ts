import { afterEach, describe, expect, it, vi } from 'vitest'
import { connect } from '../../../core/actions/connect.js'
import type { Kernel } from '../../../core/kernel/types.js'
import { loadMoreAccountNfts, retryAccountNfts, watchAccountNfts } from '../../../core/nfts/AccountNfts.js'
import type { Nft, NftPage, NftQuery } from '../../../core/nfts/Nft.js'
import { nfts } from '../../../plugins/nfts/index.js'
import { startTestKernel } from '../../core/connection/startTestKernel.js'

let kernel: Kernel | undefined
afterEach(async () => {
  await kernel?.destroy()
  kernel = undefined
})

const token = (tokenId: number, spam = false): Nft => ({
  contract: spam ? '0xspam' : '0xart', tokenId: String(tokenId), name: `Art #${tokenId}`, collection: { name: 'Art', symbol: 'ART' }, spam,
})

/** Two pages: tokens 1-2 then 3, the first also holding a spam token. */
const pages = (): NftPage[] => [{ nfts: [token(1), token(9, true), token(2)], next: 'page-2' }, { nfts: [token(3)], next: undefined }]

async function setup(getNfts = vi.fn(async ({ cursor }: NftQuery) => pages()[cursor === 'page-2' ? 1 : 0]!)) {
  const made = await startTestKernel({
    eip155: { capabilities: { getBalance: async () => ({ balance: '1', symbol: 'MCK' }), getNfts } },
    plugins: [nfts()],
  })
  kernel = made.kernel
  return { kernel: made.kernel, getNfts }
}

const list = (kernel: Kernel) => kernel.store('nfts').getState().byNamespace.eip155

describe('nfts()', () => {
  it("rule: registers the Account tab { id: 'nfts', label: 'NFTs', order: 20 } of react/'s kind 'nfts', shown only where getNfts is", async () => {
    const { kernel } = await setup()
    expect(kernel.store('registry').getState().accountTabs).toEqual([{ id: 'nfts', label: 'NFTs', order: 20, kind: 'nfts', requires: ['getNfts'] }])
    expect(kernel.store('nfts').getState()).toEqual({ byNamespace: {}, watchers: 0, attempt: 0, pages: 0 })
  })

  it('rule: nothing is read while no renderer shows the list', async () => {
    const { kernel, getNfts } = await setup()
    await connect(kernel, { connectorId: 'mock-eip155' })
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(list(kernel)).toBeUndefined()
    expect(getNfts).not.toHaveBeenCalled()
  })

  it('rule: a shown list holds the first page without its spam-flagged tokens, and more pages are read on loadMoreAccountNfts', async () => {
    const { kernel, getNfts } = await setup()
    await connect(kernel, { connectorId: 'mock-eip155' })
    const release = watchAccountNfts(kernel)
    await vi.waitFor(() => expect(list(kernel)?.status).toBe('ready'))
    expect(list(kernel)).toMatchObject({ address: '0x1111111111111111111111111111111111111111', nfts: [token(1), token(2)], next: 'page-2', more: 'idle' })
    loadMoreAccountNfts(kernel)
    await vi.waitFor(() => expect(list(kernel)).toMatchObject({ nfts: [token(1), token(2), token(3)], next: undefined, more: 'idle' }))
    expect(getNfts.mock.calls.map(([query]) => query.cursor)).toEqual([undefined, 'page-2'])
    // The last page read, there is nothing more to ask for.
    loadMoreAccountNfts(kernel)
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(getNfts).toHaveBeenCalledTimes(2)
    release()
    expect(kernel.store('nfts').getState().watchers).toBe(0)
  })

  it('rule: a failed first page is the list error NFTS_UNAVAILABLE, and retry reads it again', async () => {
    const getNfts = vi.fn<(query: NftQuery) => Promise<NftPage>>().mockRejectedValueOnce(new Error('API down')).mockResolvedValue(pages()[1]!)
    const { kernel } = await setup(getNfts)
    await connect(kernel, { connectorId: 'mock-eip155' })
    watchAccountNfts(kernel)
    await vi.waitFor(() => expect(list(kernel)?.status).toBe('error'))
    expect(list(kernel)).toMatchObject({ error: { code: 'NFTS_UNAVAILABLE', shortMessage: 'NFTs could not be loaded' } })
    retryAccountNfts(kernel)
    await vi.waitFor(() => expect(list(kernel)).toMatchObject({ status: 'ready', nfts: [token(3)] }))
  })

  it('rule: a failed later page keeps what was shown and marks the end of the list failed', async () => {
    const getNfts = vi.fn<(query: NftQuery) => Promise<NftPage>>().mockResolvedValueOnce(pages()[0]!).mockRejectedValueOnce(new Error('API down'))
    const { kernel } = await setup(getNfts)
    await connect(kernel, { connectorId: 'mock-eip155' })
    watchAccountNfts(kernel)
    await vi.waitFor(() => expect(list(kernel)?.status).toBe('ready'))
    loadMoreAccountNfts(kernel)
    await vi.waitFor(() => expect(list(kernel)).toMatchObject({ nfts: [token(1), token(2)], next: 'page-2', more: 'error' }))
  })

  it('rule: destroy() removes the slice and the tab', async () => {
    const { kernel } = await setup()
    await kernel.destroy()
    expect(() => kernel.store('nfts')).toThrow()
  })
})
