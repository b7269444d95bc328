import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { answerWallet, connectDemoWallet, loadDemo } from '../demo/demoPage.js'
import { confirmSend, fillAndReview, openSendView } from '../send/modalSend.js'
import { openPage, screenshot, useLocalStack, waitForView, type ColorScheme, type OpenPageOptions, type ViewportName } from '../harness/index.js'

/*
 * The Activity tab on the local stack: the demo wallet connected, sends made from the modal's
 * Send view show in Activity without a reload (EVM from the index, Solana from the node), an API
 * failure raises 'Failed to fetch transactions', and the project's remote configuration with
 * activity off hides the tab.
 */

const local = useLocalStack()
const HISTORY = '**/v1/account/*/history?**'

/** The demo with its wallet connected on `family`; `beforeLoad` runs before the page loads (its routes). */
async function openAccount(options: OpenPageOptions, family: 'EVM' | 'Solana', beforeLoad?: (page: Page) => Promise<void>) {
  const session = await openPage(local.browser, options)
  const { page } = session
  if (options.viewport !== 'mobile') await page.setViewportSize({ width: 1280, height: 860 })
  await beforeLoad?.(page)
  await loadDemo(page, local.stack.demoUrl)
  const modal = await connectDemoWallet(page, family)
  return { session, page, modal }
}

/** The rows' text, once the list shows (with `Activity` chosen). */
/** Each row's text as a reader hears it: an icon's initials (shown until its picture loads) are hidden from them. */
async function activityRows(modal: Locator): Promise<string[]> {
  return modal.locator('.pc-tx[data-transaction]').evaluateAll((rows) => rows.map((row) => {
    const walker = document.createTreeWalker(row, NodeFilter.SHOW_TEXT)
    let text = ''
    while (walker.nextNode()) if (!walker.currentNode.parentElement?.closest('[aria-hidden="true"]')) text += walker.currentNode.textContent ?? ''
    return text.replace(/\s+/g, ' ')
  }))
}

async function openActivity(modal: Locator) {
  await modal.getByRole('tab', { name: 'Activity' }).click()
}

/** Account -> Send -> preview -> wallet -> Account, for `amount` of `symbol`. */
async function sendFromModal(page: Page, symbol: string, amount: string, receiver: string) {
  const modal = await openSendView(page)
  await fillAndReview(modal, symbol, amount, receiver)
  await confirmSend(modal)
  await answerWallet(page, 'transaction', 'Approve')
  await waitForView(page, 'Account')
}

const short = (address: string) => `${address.slice(0, 4)}\u2026${address.slice(-6)}`

describe('the Activity tab', () => {
  it('rule: on EVM, native ETH and the token sent from the modal show in Activity without a reload, newest first, to 3 decimals', async () => {
    const { session, page, modal } = await openAccount({ viewport: 'desktop', colorScheme: 'dark' }, 'EVM')
    try {
      await openActivity(modal)
      await modal.getByRole('list', { name: 'Activity' }).or(modal.getByTestId('activity-empty')).waitFor({ timeout: 15_000 })
      const receiver = local.stack.devnet.accounts[3]!.address
      await sendFromModal(page, 'ETH', '0.0123', receiver)
      await sendFromModal(page, 'pUSD', '1.2345', receiver)
      // Back on Account, the Activity tab is still the chosen one and reads the new sends in.
      await expect.poll(async () => (await activityRows(modal)).slice(0, 2), { timeout: 20_000 }).toEqual([
        // A token goes to its recipient, not to the token's contract the call was made to.
        expect.stringMatching(new RegExp(`^Sent.*To ${short(receiver)}.*-1\\.235 pUSD`)),
        expect.stringMatching(new RegExp(`^Sent.*To ${short(receiver)}.*-0\\.012 ETH`)),
      ])
      await screenshot(page, 'activity-evm-desktop-dark')
      expect(session.pageErrors).toEqual([])
    } finally {
      await session.close()
    }
  }, 120_000)

  it('rule: on Solana, SOL and the SPL token sent from the modal show in Activity without a reload', async () => {
    const { session, page, modal } = await openAccount({ viewport: 'desktop', colorScheme: 'dark' }, 'Solana')
    try {
      await openActivity(modal)
      await modal.getByRole('list', { name: 'Activity' }).waitFor({ timeout: 15_000 })
      const receiver = local.stack.solana.accounts[2]!.address
      const { symbol } = local.stack.solana.token
      await sendFromModal(page, 'SOL', '0.0456', receiver)
      await sendFromModal(page, symbol, '3', receiver)
      await expect.poll(async () => (await activityRows(modal)).slice(0, 2), { timeout: 20_000 }).toEqual([
        expect.stringMatching(new RegExp(`^Sent.*To ${short(receiver)}.*-3 ${symbol}`)),
        expect.stringMatching(new RegExp(`^Sent.*To ${short(receiver)}.*-0\\.046 SOL`)),
      ])
      await screenshot(page, 'activity-solana-desktop-dark')
      expect(session.pageErrors).toEqual([])
    } finally {
      await session.close()
    }
  }, 120_000)

  it.each([['desktop', 'light'], ['mobile', 'dark'], ['mobile', 'light']] as [ViewportName, ColorScheme][])(
    'rule: on %s in %s mode the list shows every part of its rows (screenshots)',
    async (viewport, colorScheme) => {
      const { session, page, modal } = await openAccount({ viewport, colorScheme }, 'EVM')
      try {
        await openActivity(modal)
        await expect.poll(async () => (await activityRows(modal)).length, { timeout: 15_000 }).toBeGreaterThan(0)
        await screenshot(page, `activity-${viewport}-${colorScheme}`)
        expect(session.pageErrors).toEqual([])
      } finally {
        await session.close()
      }
    },
  )

  it("rule: when the API fails, 'Failed to fetch transactions' shows as a toast and in the tab with a retry that reads again", async () => {
    let failing = true
    const { session, page, modal } = await openAccount({ viewport: 'desktop', colorScheme: 'dark' }, 'EVM', async (page) => {
      await page.route(HISTORY, (route) => (failing ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"down"}' }) : route.fallback()))
    })
    try {
      await openActivity(modal)
      await modal.locator('.pc-toast[data-open="true"]').filter({ hasText: 'Failed to fetch transactions' }).waitFor({ timeout: 15_000 })
      expect(await modal.getByRole('tabpanel').getByRole('alert').textContent()).toContain('Failed to fetch transactions')
      await screenshot(page, 'activity-failed-desktop-dark')
      failing = false
      await modal.getByRole('tabpanel').getByRole('button', { name: 'Try again' }).click()
      await expect.poll(async () => (await activityRows(modal)).length, { timeout: 15_000 }).toBeGreaterThan(0)
    } finally {
      await session.close()
    }
  })

  it('rule: while the list is read its rows shimmer (screenshot)', async () => {
    const { session, page, modal } = await openAccount({ viewport: 'mobile', colorScheme: 'dark' }, 'EVM', async (page) => {
      // An answer that never comes: the tab stays in its loading state.
      await page.route(HISTORY, () => {})
    })
    try {
      await openActivity(modal)
      await modal.getByRole('status', { name: 'Loading activity' }).waitFor({ timeout: 15_000 })
      await screenshot(page, 'activity-loading-mobile-dark')
    } finally {
      await session.close()
    }
  })

  it('rule: an account without transactions sees the empty state (screenshots in both themes)', async () => {
    for (const colorScheme of ['dark', 'light'] as const) {
      const { session, page, modal } = await openAccount({ viewport: 'mobile', colorScheme }, 'EVM', async (page) => {
        await page.route(HISTORY, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"data":[],"next":null}' }))
      })
      try {
        await openActivity(modal)
        await modal.getByTestId('activity-empty').waitFor({ timeout: 15_000 })
        expect(await modal.getByTestId('activity-empty').textContent()).toContain('No activity yet')
        await screenshot(page, `activity-empty-mobile-${colorScheme}`)
      } finally {
        await session.close()
      }
    }
  })

  it("rule: with the project's remote configuration switching activity off, Account has no Activity tab", async () => {
    const { session, modal } = await openAccount({ viewport: 'desktop', colorScheme: 'dark' }, 'EVM', async (page) => {
      // The local API's own answer for the project, with its activity feature switched off.
      await page.route('**/appkit/v1/config?**', async (route) => {
        const answer = await route.fetch()
        const config = await answer.json() as { features: { id: string; isEnabled: boolean }[] }
        const features = config.features.map((feature) => (feature.id === 'activity' ? { ...feature, isEnabled: false } : feature))
        await route.fulfill({ response: answer, json: { ...config, features } })
      })
    })
    try {
      await modal.getByRole('tab', { name: 'Tokens' }).waitFor()
      expect(await modal.getByRole('tab').allTextContents()).toEqual(['Tokens', 'NFTs'])
    } finally {
      await session.close()
    }
  })
})
