import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { connectDemoWallet, openDemo } from '../demo/demoPage.js'
import { screenshot, useLocalStack, type ColorScheme, type OpenPageOptions, type ViewportName } from '../harness/index.js'

/*
 * The NFTs tab on the local stack: the devnet mints its two ERC-721 collections to the demo
 * wallet's account; the API indexes them, flags one as spam and serves the other's pictures. The
 * tab shows the first collection's tokens with their pictures loaded, never the spam ones.
 */

const local = useLocalStack()

async function openNfts(options: OpenPageOptions, beforeConnect?: (page: Page) => Promise<void>) {
  const session = await openDemo(local.browser, local.stack.demoUrl, options)
  const { page } = session
  if (options.viewport !== 'mobile') await page.setViewportSize({ width: 1280, height: 860 })
  await beforeConnect?.(page)
  const modal = await connectDemoWallet(page, 'EVM')
  await modal.getByRole('tab', { name: 'NFTs' }).click()
  const cards = () => modal.locator('.pc-nft[data-nft]').evaluateAll((items) => items.map((item) => ({
    key: item.getAttribute('data-nft') ?? '',
    name: item.querySelector('.pc-nft-name')?.textContent ?? '',
    collection: item.querySelector('.pc-nft-collection')?.textContent ?? '',
  })))
  return { session, page, modal, cards }
}

const collection = (spam: boolean) => local.stack.devnet.nftCollections.find((candidate) => candidate.spam === spam)!

describe('the NFTs tab', () => {
  it.each([['desktop', 'dark'], ['desktop', 'light'], ['mobile', 'dark'], ['mobile', 'light']] as [ViewportName, ColorScheme][])(
    "rule: on %s in %s mode it shows the collection's tokens with their pictures loaded, and none of the spam collection's",
    async (viewport, colorScheme) => {
      const { session, page, modal, cards } = await openNfts({ viewport, colorScheme })
      const shapes = collection(false)
      await expect.poll(async () => (await cards()).length, { timeout: 15_000 }).toBe(shapes.count)
      const shown = await cards()
      expect(shown.map((card) => card.key)).toEqual(Array.from({ length: shapes.count }, (_, index) => `${shapes.address.toLowerCase()}:${index + 1}`))
      expect(new Set(shown.map((card) => card.collection))).toEqual(new Set([shapes.name]))
      expect(shown[0]!.name).toBe('Dawn Orbit #1')
      expect(shown.some((card) => card.key.startsWith(collection(true).address.toLowerCase()))).toBe(false)
      const images = modal.locator('.pc-nft img')
      expect(await images.count()).toBe(shapes.count)
      await expect.poll(() => images.evaluateAll((items) => items.every((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0)), { timeout: 10_000 }).toBe(true)
      await screenshot(page, `nfts-${viewport}-${colorScheme}`)
      // The grid whole: the modal scrolled to the end of its panel.
      await modal.getByRole('tabpanel').evaluate((panel) => panel.scrollIntoView({ block: 'end' }))
      await screenshot(page, `nfts-${viewport}-${colorScheme}-grid`)
      expect(session.pageErrors).toEqual([])
      await session.close()
    },
  )

  it('rule: the grid keeps its scroll position when the visitor looks at another tab and comes back', async () => {
    const { session, modal, cards } = await openNfts({ viewport: 'desktop', colorScheme: 'dark' })
    await expect.poll(async () => (await cards()).length, { timeout: 15_000 }).toBe(collection(false).count)
    const grid = modal.getByRole('list', { name: 'NFTs' })
    const scrolled = await grid.evaluate((box) => {
      box.scrollTop = box.scrollHeight
      box.dispatchEvent(new Event('scroll'))
      return box.scrollTop
    })
    expect(scrolled).toBeGreaterThan(0)
    await modal.getByRole('tab', { name: 'Tokens' }).click()
    await modal.getByRole('list', { name: 'Tokens' }).waitFor()
    await modal.getByRole('tab', { name: 'NFTs' }).click()
    await expect.poll(() => modal.getByRole('list', { name: 'NFTs' }).evaluate((box) => box.scrollTop)).toBe(scrolled)
    await session.close()
  })

  it('rule: cards shimmer while the first page is read', async () => {
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    const { session, page, modal } = await openNfts({ viewport: 'desktop', colorScheme: 'light' }, async (page) => {
      await page.route('**/v1/account/*/nfts?**', async (route) => {
        await held
        await route.fulfill({ status: 503, body: '' }).catch(() => {})
      })
    })
    await modal.getByRole('status', { name: 'Loading NFTs' }).waitFor()
    await modal.getByRole('tabpanel').evaluate((panel) => panel.scrollIntoView({ block: 'end' }))
    await screenshot(page, 'nfts-loading-desktop-light')
    release()
    await session.close()
  })

  it('rule: when the API fails, the tab says the NFTs could not be loaded, and Try again reads them again', async () => {
    const { session, page, modal, cards } = await openNfts({ viewport: 'desktop', colorScheme: 'dark' }, async (page) => {
      await page.route('**/v1/account/*/nfts?**', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"down"}' }))
    })
    const alert = modal.getByRole('tabpanel').getByRole('alert')
    await expect.poll(() => alert.textContent(), { timeout: 15_000 }).toContain('NFTs could not be loaded')
    await screenshot(page, 'nfts-error-desktop-dark')
    await page.unroute('**/v1/account/*/nfts?**')
    await alert.getByRole('button', { name: 'Try again' }).click()
    await expect.poll(async () => (await cards()).length, { timeout: 15_000 }).toBe(collection(false).count)
    await session.close()
  })

  it('rule: on Solana, whose plugin reads no NFTs, the tab is absent', async () => {
    const session = await openDemo(local.browser, local.stack.demoUrl, { viewport: 'desktop', colorScheme: 'dark' })
    await session.page.setViewportSize({ width: 1280, height: 860 })
    const modal = await connectDemoWallet(session.page, 'Solana')
    await modal.getByRole('tab', { name: 'Tokens' }).waitFor()
    expect(await modal.getByRole('tab', { name: 'NFTs' }).count()).toBe(0)
    await session.close()
  })
})
