// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { connect } from '../../../../core/actions/connect.js'
import type { Kernel } from '../../../../core/kernel/types.js'
import type { Nft, NftPage, NftQuery } from '../../../../core/nfts/Nft.js'
import { nfts } from '../../../../plugins/nfts/index.js'
import { KernelContext } from '../../../../react/hooks/useKernel.js'
import NftsTab from '../../../../react/views/Nfts/NftsTab.js'
import { startTestKernel } from '../../../core/connection/startTestKernel.js'

let kernel: Kernel | undefined
let width = 328
beforeEach(() => {
  width = 328
  // happy-dom lays nothing out: give the boxes the size they have in the modal.
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(312)
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(() => width)
})
afterEach(async () => {
  cleanup()
  await kernel?.destroy()
  kernel = undefined
})

const token = (tokenId: number, spam = false): Nft => ({
  contract: spam ? '0xspam' : '0xart', tokenId: String(tokenId), name: `Shape #${tokenId}`, collection: { name: 'Portico Shapes', symbol: 'SHAPE' },
  spam, imageUrl: `https://api.example/v1/nft/shapes/${tokenId}/image`,
})

async function shown(getNfts: (query: NftQuery) => Promise<NftPage>) {
  const made = await startTestKernel({ eip155: { capabilities: { getBalance: async () => ({ balance: '1', symbol: 'ETH' }), getNfts } }, plugins: [nfts()] })
  kernel = made.kernel
  await connect(made.kernel, { connectorId: 'mock-eip155' })
  render(<KernelContext.Provider value={made.kernel}><NftsTab kernel={made.kernel} namespace="eip155" /></KernelContext.Provider>)
  return made.kernel
}

const cards = () => [...document.querySelectorAll('.pc-nft[data-nft]')].map((card) => card.getAttribute('data-nft'))

describe('NftsTab', () => {
  it('rule: cards shimmer while the first page is read, three a row in the modal, two in a narrower panel', async () => {
    await shown(() => new Promise(() => {}))
    const status = screen.getByRole('status', { name: 'Loading NFTs' })
    expect(status.children).toHaveLength(6)
    cleanup()
    width = 240
    await kernel?.destroy()
    await shown(() => new Promise(() => {}))
    expect(screen.getByRole('status', { name: 'Loading NFTs' }).children).toHaveLength(4)
  })

  it('rule: spam-flagged NFTs are hidden; each card shows its picture, name and collection', async () => {
    await shown(async () => ({ nfts: [token(1), token(2, true), token(3)], next: undefined }))
    await waitFor(() => expect(cards()).toEqual(['0xart:1', '0xart:3']))
    const first = document.querySelector('.pc-nft[data-nft="0xart:1"]')!
    expect(first.querySelector('.pc-nft-name')?.textContent).toBe('Shape #1')
    expect(first.querySelector('.pc-nft-collection')?.textContent).toBe('Portico Shapes')
    expect(first.querySelector('img')?.getAttribute('src')).toBe('https://api.example/v1/nft/shapes/1/image')
    expect(first.querySelector('img')?.getAttribute('loading')).toBe('lazy')
  })

  it("rule: a picture that fails to load is replaced by the collection's initials", async () => {
    await shown(async () => ({ nfts: [token(1)], next: undefined }))
    await waitFor(() => expect(cards()).toHaveLength(1))
    fireEvent.error(document.querySelector('.pc-nft img')!)
    await waitFor(() => expect(document.querySelector('.pc-nft-image')?.textContent).toBe('PS'))
    expect(document.querySelector('.pc-nft img')).toBeNull()
  })

  it('rule: a picture URL that is not http(s) is never put in an <img>', async () => {
    await shown(async () => ({ nfts: [{ ...token(1), imageUrl: 'javascript:alert(1)' }], next: undefined }))
    await waitFor(() => expect(cards()).toHaveLength(1))
    expect(document.querySelector('.pc-nft img')).toBeNull()
  })

  it('rule: an account without NFTs is told so', async () => {
    await shown(async () => ({ nfts: [token(1, true)], next: undefined }))
    await waitFor(() => expect(screen.getByText('No NFTs on this network')).toBeTruthy())
  })

  it("rule: a list that failed says 'NFTs could not be loaded' and Try again reads it again", async () => {
    const getNfts = vi.fn<(query: NftQuery) => Promise<NftPage>>().mockRejectedValueOnce(new Error('down')).mockResolvedValue({ nfts: [token(1)], next: undefined })
    await shown(getNfts)
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('NFTs could not be loaded')
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(cards()).toEqual(['0xart:1']))
  })

  it('rule: reaching the end of the list reads the next page', async () => {
    const getNfts = vi.fn(async ({ cursor }: NftQuery): Promise<NftPage> =>
      cursor === undefined ? { nfts: [token(1), token(2)], next: 'p2' } : { nfts: [token(3)], next: undefined })
    await shown(getNfts)
    await waitFor(() => expect(cards()).toEqual(['0xart:1', '0xart:2', '0xart:3']))
    expect(getNfts.mock.calls.map(([query]) => query.cursor)).toEqual([undefined, 'p2'])
  })
})
