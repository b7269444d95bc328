import { webcrypto } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LOCAL_PROJECT_ID } from '../../../scripts/startStack.js'
import { openPage, screenshot, startTestApp, useLocalStack, waitForView, type PageSession, type TestApp } from '../harness/index.js'
import { approveProposal, modal, showQr, shortAddress } from '../walletconnect/pairingSteps.js'
import { answerRequest, openWcWallet, pasteUri, proposalCard, sessionItems } from '../wcwallet/wcWalletPage.js'

/*
 * Proof from outside (issue 35): the toy chain (tests/fixtures/toychain, importing only portico/core
 * and portico/react) declares `remote` and connects over WalletConnect, on the local relay, with
 * the test wallet page answering its methods; plugins/walletconnect names no namespace. The toy
 * site here has no toy wallet in the page, so its account, balance and signature come from the
 * wallet page alone.
 */

const local = useLocalStack()
let app: TestApp
beforeAll(async () => {
  app = await startTestApp({ root: fileURLToPath(new URL('../../fixtures/toychain/app/', import.meta.url)) })
})
afterAll(() => app?.stop())

/** The wallet page's toy account, as it publishes it for a verifier. */
interface PublishedToyAccount {
  address: string
  publicKey: string
  balance: bigint
}

const hexBytes = (hex: string) => Uint8Array.from(hex.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16))

/** Whether `signature` (r||s hex) is the P-256 signature of `message` under the raw public key. */
async function verifies(publicKey: string, signature: string, message: string): Promise<boolean> {
  const key = await webcrypto.subtle.importKey('raw', hexBytes(publicKey), { name: 'ECDSA', namedCurve: 'P-256' }, false, ['verify'])
  return webcrypto.subtle.verify({ name: 'ECDSA', hash: 'SHA-256' }, key, hexBytes(signature), new TextEncoder().encode(message))
}

describe('the toy chain over WalletConnect, with the test wallet page answering its methods', () => {
  let site: PageSession
  let wallet: PageSession
  let toy: PublishedToyAccount

  afterAll(async () => {
    await site?.close()
    await wallet?.close()
  })

  it('rule: the proposal carries the toy chains and the toy methods, and nothing of another namespace', async () => {
    site = await openPage(local.browser, { viewport: 'desktop', colorScheme: 'dark' })
    const query = new URLSearchParams({ relay: local.stack.relayUrl, projectId: LOCAL_PROJECT_ID })
    await site.page.goto(`${app.url}/walletconnect.html?${query}`)
    const uri = await showQr(local.browser, site.page)

    wallet = await openWcWallet(local.browser, local.stack.testWalletUrl)
    const published = await wallet.page.evaluate(() => {
      const account = window.__porticoWcWallet?.toy()
      return account && { address: account.address, publicKey: account.publicKey, balance: String(account.balance) }
    })
    if (!published) throw new Error('the wallet page published no toy account')
    toy = { ...published, balance: BigInt(published.balance) }

    await pasteUri(wallet.page, uri)
    await proposalCard(wallet.page).waitFor({ timeout: 15_000 })
    const proposal = await wallet.page.evaluate(() => window.__porticoWcWallet!.wallet.state.get().proposals[0]!)
    expect(proposal.requested).toEqual([
      { namespace: 'toy', required: false, chains: ['toy:1', 'toy:2'], methods: ['toy_signMessage', 'toy_getBalance'], events: [] },
    ])
    expect(proposal.grant).toEqual({ chains: ['toy:1', 'toy:2'], methods: ['toy_signMessage', 'toy_getBalance'], events: [] })
    expect(proposal.problem).toBeUndefined()
    expect(await proposalCard(wallet.page).getByTestId('wc-proposal-grant').textContent()).toBe(`${shortAddress(toy.address)} on toy:1, toy:2`)
  })

  it("rule: approving connects the toy namespace over WalletConnect with the wallet's toy account", async () => {
    const { page } = site
    await approveProposal(wallet.page)
    await waitForView(page, 'Account', { timeout: 20_000 })
    const account = await page.evaluate(() => {
      const chain = window.__portico!.store('chains').getState().byNamespace.toy
      return { status: chain?.account.status, address: chain?.account.address, connectorId: chain?.connectorId, network: chain?.network.caipNetwork?.caipNetworkId }
    })
    expect(account).toEqual({ status: 'connected', address: toy.address, connectorId: 'walletConnect', network: 'toy:1' })
    expect(await sessionItems(wallet.page).getByTestId('wc-session-toy-account').textContent()).toBe(toy.address)
  })

  it('rule: Account shows the toy address and the balance the wallet reports', async () => {
    const { page } = site
    // 2.75 TOY: the wallet page's balance, not the injected toy wallet's 1.5 (there is none on this page).
    expect(toy.balance).toBe(2_750_000n)
    await modal(page).getByText('2.75 TOY').waitFor({ timeout: 15_000 })
    expect(await modal(page).textContent()).toContain(shortAddress(toy.address))
    await screenshot(page, 'toychain-walletconnect-account-desktop-dark')
  })

  it("rule: a message signed through signMessage(kernel, { namespace: 'toy' }) verifies with the wallet's public key, and a forged one does not", async () => {
    const message = 'Hello from the toy chain, over WalletConnect'
    const signing = site.page.evaluate((text) => window.__toyOverWalletConnect!.sign(text), message)
    await answerRequest(wallet.page, 'toy_signMessage', 'Approve')
    const signature = await signing
    expect(signature).toMatch(/^[0-9a-f]{128}$/)
    expect(await verifies(toy.publicKey, signature, message)).toBe(true)
    expect(await verifies(toy.publicKey, signature, `${message}!`)).toBe(false)
  })

  it('rule: a signature the visitor rejects in the wallet fails on the site with no signature', async () => {
    const signing = site.page.evaluate((text) => window.__toyOverWalletConnect!.sign(text).then(
      (signature) => ({ signature }),
      (error: unknown) => ({ code: (error as { code?: unknown }).code }),
    ), 'Not this one')
    await answerRequest(wallet.page, 'toy_signMessage', 'Reject')
    expect(await signing).toEqual({ code: 'USER_REJECTED' })
  })

  it('rule: nothing left the machine, and neither page raised an error', () => {
    expect(site.blockedRequests).toEqual([])
    expect(site.pageErrors).toEqual([])
    expect(wallet.pageErrors).toEqual([])
  })
})
