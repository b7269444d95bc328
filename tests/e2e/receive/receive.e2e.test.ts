import { describe, expect, it } from 'vitest'
import { catalog as hebrew } from '../../../react/i18n/locales/he.js'
import { connectDemoWallet, openDemo } from '../demo/demoPage.js'
import { screenshot, useLocalStack, waitForView, type ColorScheme, type OpenPageOptions, type ViewportName } from '../harness/index.js'
import { readQrCode } from '../walletconnect/readQrCode.js'

/*
 * Receive on the local stack: the demo page, its wallet connected on the devnet over EIP-6963,
 * Account's Receive button, and the view read back as a visitor's phone and clipboard read it.
 */

const local = useLocalStack()

/**
 * The demo, its wallet connected on EVM, the Receive view open; clipboard granted to the page.
 * `labels` are the buttons' names in the page's language.
 */
async function openReceive(options: OpenPageOptions, labels = { connectWallet: 'Connect Wallet', receive: 'Receive' }) {
  const session = await openDemo(local.browser, local.stack.demoUrl, options)
  const { page, context } = session
  if (options.viewport !== 'mobile') await page.setViewportSize({ width: 1280, height: 860 })
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(local.stack.demoUrl).origin })
  const modal = await connectDemoWallet(page, 'EVM', labels.connectWallet)
  await modal.getByRole('button', { name: labels.receive }).click()
  await waitForView(page, 'Receive')
  await modal.locator('.pc-wcq svg').waitFor()
  const address = await page.evaluate(() => window.__portico!.store('chains').getState().byNamespace.eip155?.account.address)
  return { session, page, modal, address: address! }
}

describe('Receive', () => {
  it.each([['desktop', 'dark'], ['desktop', 'light'], ['mobile', 'dark'], ['mobile', 'light']] as [ViewportName, ColorScheme][])(
    'rule: on %s in %s mode the QR code a camera reads is the connected address, shown in full beside it',
    async (viewport, colorScheme) => {
      const { session, page, modal, address } = await openReceive({ viewport, colorScheme })
      expect(address.toLowerCase()).toBe(local.stack.devnet.accounts[0]!.address.toLowerCase())
      await screenshot(page, `receive-${viewport}-${colorScheme}`)
      expect(await readQrCode(local.browser, modal.locator('.pc-wcq'))).toBe(address)
      expect(await modal.getByTestId('receive-address').textContent()).toBe(address)
      expect(await modal.getByRole('list', { name: 'Receive on these networks' }).getByRole('listitem').allTextContents()).toEqual(
        expect.arrayContaining([expect.stringContaining('Portico Devnet')]),
      )
      expect(session.pageErrors).toEqual([])
      await session.close()
    },
  )

  it("rule: Copy puts the address on the clipboard and the button says 'Copied'", async () => {
    const { session, page, modal, address } = await openReceive({ viewport: 'desktop', colorScheme: 'dark' })
    await page.evaluate(() => navigator.clipboard.writeText('something else'))
    await modal.getByRole('button', { name: 'Copy address' }).click()
    await modal.getByRole('button', { name: 'Copied' }).waitFor()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address)
    await screenshot(page, 'receive-copied-desktop-dark')
    await session.close()
  })

  it('rule: only the networks of the account\'s namespace are listed: the EVM devnets, not Solana\'s', async () => {
    const { session, modal } = await openReceive({ viewport: 'desktop', colorScheme: 'dark' })
    const names = await modal.getByRole('list', { name: 'Receive on these networks' }).locator('.pc-receive-network-name').allTextContents()
    const evmNames = await modal.page().evaluate(() => window.__portico!.store('chains').getState().byNamespace.eip155!.network.requestedCaipNetworks.map((network) => network.name))
    expect(names).toEqual(evmNames)
    const solanaNames = await modal.page().evaluate(() => window.__portico!.store('chains').getState().byNamespace.solana?.network.requestedCaipNetworks.map((network) => network.name) ?? [])
    for (const name of solanaNames) expect(names).not.toContain(name)
    await session.close()
  })

  it('rule: right to left, the view mirrors but the address still reads left to right', async () => {
    const { session, page, modal, address } = await openReceive({ viewport: 'mobile', colorScheme: 'dark', locale: 'he-IL' }, { connectWallet: hebrew.messages.connectWallet, receive: hebrew.messages.receive })
    expect(await page.locator('portico-modal .pc-root').getAttribute('dir')).toBe('rtl')
    expect(await modal.getByTestId('receive-address').evaluate((element) => getComputedStyle(element).direction)).toBe('ltr')
    expect(await readQrCode(local.browser, modal.locator('.pc-wcq'))).toBe(address)
    await screenshot(page, 'receive-mobile-dark-rtl')
    await session.close()
  })

  it("rule: with the 'receive' feature off, Account shows no Receive button", async () => {
    const { session, page, modal } = await openReceive({ viewport: 'desktop', colorScheme: 'dark' })
    await modal.getByRole('button', { name: 'Back' }).click()
    await waitForView(page, 'Account')
    const button = modal.getByRole('button', { name: 'Receive', exact: true })
    await button.waitFor()
    await page.evaluate(() => window.__portico!.store('options').setState((draft) => {
      draft.features.receive = false
    }))
    await button.waitFor({ state: 'detached' })
    await screenshot(page, 'receive-off-account-desktop-dark')
    await session.close()
  })
})
