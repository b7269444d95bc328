import { JsonRpcProvider } from 'ethers'
import type { Locator, Page } from 'playwright-core'
import { privateKeyToAccount } from 'viem/accounts'
import { beforeAll, describe, expect, it } from 'vitest'
import { truncateAddress } from '../../../core/format/truncateAddress.js'
import { registrationMessage } from '../../../services/api/names/registrationMessage.js'
import { LOCAL_PROJECT_ID } from '../../../services/api/projects/localProject.js'
import { answerWallet, closeModal, connectDemoWallet, openDemo } from '../demo/demoPage.js'
import { screenshot, useLocalStack, waitForView, type ColorScheme, type OpenPageOptions, type ViewportName } from '../harness/index.js'

/*
 * Names on the local stack: names registered through the API with a devnet key's signature, the
 * demo wallet connected, the name and avatar in the Account header and the account button, and a
 * name as Send's receiver, sent to and read back from the chain. A stack of its own: the names
 * written here would otherwise show in the other files' headers, which expect the short address.
 */

const local = useLocalStack({ own: true })
const VISITOR = 'visitor.portico.id'
const RECEIVER = 'receiver.portico.id'

async function register(name: string, account: { address: string; privateKey: `0x${string}` }) {
  const issuedAt = new Date().toISOString()
  const signature = await privateKeyToAccount(account.privateKey).signMessage({ message: registrationMessage({ name, address: account.address, issuedAt }) })
  const url = new URL('/v1/names', local.stack.apiUrl)
  url.search = new URLSearchParams({ projectId: LOCAL_PROJECT_ID, st: 'portico', sv: 'e2e' }).toString()
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name, address: account.address, issuedAt, signature }) })
  expect(response.status, await response.clone().text()).toBe(200)
}

beforeAll(async () => {
  const [visitor, , receiver] = local.stack.devnet.accounts
  await register(VISITOR, visitor!)
  await register(RECEIVER, receiver!)
})

async function connected(options: OpenPageOptions, beforeConnect?: (page: Page) => Promise<void>) {
  const session = await openDemo(local.browser, local.stack.demoUrl, options)
  const { page } = session
  if (options.viewport !== 'mobile') await page.setViewportSize({ width: 1280, height: 860 })
  await beforeConnect?.(page)
  const modal = await connectDemoWallet(page, 'EVM')
  return { session, page, modal }
}

const imageLoaded = (image: Locator) => image.evaluate((element) => (element as HTMLImageElement).complete && (element as HTMLImageElement).naturalWidth > 0)

async function openSendTo(page: Page, modal: Locator, receiver: string) {
  await modal.getByRole('button', { name: 'Send', exact: true }).click()
  await waitForView(page, 'Send')
  await modal.getByRole('button', { name: /^Asset: / }).waitFor({ timeout: 15_000 })
  await modal.getByRole('textbox', { name: 'Amount' }).fill('0.25')
  await modal.getByRole('textbox', { name: 'Receiver' }).fill(receiver)
}

describe('names', () => {
  it.each([['desktop', 'dark'], ['desktop', 'light'], ['mobile', 'dark'], ['mobile', 'light']] as [ViewportName, ColorScheme][])(
    'rule: on %s in %s mode the header and the account button show the name and avatar, and a name resolves as the receiver',
    async (viewport, colorScheme) => {
      const { session, page, modal } = await connected({ viewport, colorScheme })
      try {
        const visitor = local.stack.devnet.accounts[0]!.address
        await expect.poll(() => modal.locator('.pc-account-name .pc-heading').textContent(), { timeout: 15_000 }).toBe(VISITOR)
        expect(await modal.locator('.pc-account-name .pc-heading').getAttribute('title')).toBe(visitor)
        await expect.poll(() => imageLoaded(modal.locator('.pc-account-avatar img'))).toBe(true)
        await screenshot(page, `names-account-${viewport}-${colorScheme}`)

        const receiver = local.stack.devnet.accounts[2]!.address
        await openSendTo(page, modal, RECEIVER)
        const resolved = modal.getByTestId('send-receiver-resolved')
        await expect.poll(() => resolved.getAttribute('data-address'), { timeout: 15_000 }).toBe(receiver)
        expect(await resolved.textContent()).toBe(`Sends to ${truncateAddress(receiver)}`)
        await expect.poll(() => imageLoaded(resolved.locator('img'))).toBe(true)
        await screenshot(page, `names-send-${viewport}-${colorScheme}`)
        await modal.getByRole('button', { name: 'Review' }).click()
        await expect.poll(() => modal.getByTestId('send-preview-receiver').textContent()).toBe(`${RECEIVER}${truncateAddress(receiver)}`)
        await expect.poll(() => modal.getByTestId('send-preview-fee').textContent(), { timeout: 15_000 }).toMatch(/ETH$/)
        await screenshot(page, `names-preview-${viewport}-${colorScheme}`)

        await closeModal(page)
        const button = page.locator('button[data-kind="account"]')
        await expect.poll(() => button.textContent()).toContain(VISITOR)
        expect(await button.locator('.pc-avatar').evaluate((element) => getComputedStyle(element).backgroundImage)).toContain('/v1/names/visitor.portico.id/avatar')
        await screenshot(page, `names-button-${viewport}-${colorScheme}`)
        expect(session.pageErrors).toEqual([])
      } finally {
        await session.close()
      }
    },
  )

  it('rule: a name as receiver is sent to: the ETH arrives at the address it names on the chain', async () => {
    const { session, page, modal } = await connected({ viewport: 'desktop', colorScheme: 'dark' })
    try {
      const chainId = await page.evaluate(() => Number(window.__portico!.store('chains').getState().byNamespace.eip155?.network.caipNetwork?.id))
      const provider = new JsonRpcProvider(local.stack.devnet.chains.find((chain) => chain.chainId === chainId)!.rpcUrl, chainId, { staticNetwork: true, cacheTimeout: -1 })
      const receiver = local.stack.devnet.accounts[2]!.address
      const before = await provider.getBalance(receiver)
      await openSendTo(page, modal, RECEIVER)
      await expect.poll(() => modal.getByTestId('send-receiver-resolved').getAttribute('data-address'), { timeout: 15_000 }).toBe(receiver)
      await modal.getByRole('button', { name: 'Review' }).click()
      await modal.getByRole('button', { name: 'Send', exact: true }).click()
      await answerWallet(page, 'transaction', 'Approve')
      await waitForView(page, 'Account')
      expect(await provider.getBalance(receiver)).toBe(before + 250_000_000_000_000_000n)
      provider.destroy()
    } finally {
      await session.close()
    }
  })

  it('rule: the legacy suffix names the same account', async () => {
    const { session, page, modal } = await connected({ viewport: 'desktop', colorScheme: 'dark' })
    try {
      await openSendTo(page, modal, 'Receiver.portico.eth')
      await expect.poll(() => modal.getByTestId('send-receiver-resolved').getAttribute('data-address'), { timeout: 15_000 }).toBe(local.stack.devnet.accounts[2]!.address)
    } finally {
      await session.close()
    }
  })

  it('rule: an unknown name says so, and nothing can be reviewed', async () => {
    const { session, page, modal } = await connected({ viewport: 'desktop', colorScheme: 'light' })
    try {
      await openSendTo(page, modal, 'nobody.portico.id')
      await expect.poll(() => modal.getByTestId('send-receiver-error').textContent(), { timeout: 15_000 }).toBe('No account has the name nobody.portico.id')
      await modal.getByRole('button', { name: 'Review' }).click()
      expect(await modal.getByRole('alert').textContent()).toBe('No account has the name nobody.portico.id')
      await screenshot(page, 'names-send-unknown-desktop-light')
    } finally {
      await session.close()
    }
  })

  it('rule: when the name API fails, the header shows the short address and Send says the name could not be looked up; nothing crashes', async () => {
    const { session, page, modal } = await connected({ viewport: 'desktop', colorScheme: 'dark' }, async (page) => {
      await page.route(/\/v1\/(names|addresses)\//, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"down"}' }))
    })
    try {
      const visitor = local.stack.devnet.accounts[0]!.address
      await expect.poll(() => page.evaluate(() => Object.values(window.__portico!.store('names').getState().byAddress).map((lookup) => lookup.status))).toEqual(['error'])
      expect(await modal.locator('.pc-account-name .pc-heading').textContent()).toBe(truncateAddress(visitor))
      await openSendTo(page, modal, RECEIVER)
      await expect.poll(() => modal.getByTestId('send-receiver-error').textContent(), { timeout: 15_000 }).toBe('The name could not be looked up. Try again, or paste the address')
      await screenshot(page, 'names-send-api-down-desktop-dark')
      expect(session.pageErrors).toEqual([])
    } finally {
      await session.close()
    }
  })
})
