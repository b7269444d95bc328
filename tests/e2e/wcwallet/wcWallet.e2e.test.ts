import { JsonRpcProvider, verifyMessage } from 'ethers'
import type { Browser } from 'playwright-core'
import type { SessionTypes, SignClientTypes } from '@walletconnect/types'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DemoConfig } from '../../../demo/DemoConfig.js'
import { startDemo, type RunningDemo } from '../../../demo/server.js'
import { startRelay, type Relay } from '../../../services/relay/startRelay.js'
import { devnetNetworks } from '../../../services/devnet/devnetNetworks.js'
import { startDevnet, type Devnet } from '../../../services/devnet/startDevnet.js'
import { launchBrowser, runAxe, screenshot, type PageSession } from '../harness/index.js'
import { startDappClient, type DappClient } from './startDappClient.js'
import { answerRequest, loadWcWallet, openWcWallet, pasteUri, proposalCard, requestCard, sessionItems, walletScreen } from './wcWalletPage.js'

/*
 * The test wallet page (demo/wc-wallet.html) in Debian's Chromium, paired over the local relay
 * with a real @walletconnect/sign-client playing the site in this process: proposals, requests
 * and session events cross the relay for real, and signatures and sends are checked on anvil.
 */

let devnet: Devnet
let relay: Relay
let demo: RunningDemo
let browser: Browser

beforeAll(async () => {
  ;[devnet, relay, browser] = await Promise.all([startDevnet(), startRelay(), launchBrowser()])
  const config = {
    apiUrl: 'http://127.0.0.1:1',
    projectId: 'portico-local',
    networks: devnetNetworks(devnet),
    token: devnet.token,
    walletKeys: devnet.accounts.slice(0, 4).map((account) => account.privateKey),
    relayUrl: relay.url,
  } satisfies DemoConfig
  demo = await startDemo({ config, watch: false })
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await demo?.stop()
  await relay?.stop()
  await devnet?.stop()
})

const walletUrl = (query = '') => `${demo.url}wc-wallet${query}`
const visitor = () => devnet.accounts[0]!.address
const hex = (text: string) => `0x${Buffer.from(text, 'utf8').toString('hex')}`

/** The site's view of what the wallet sends: session events and deletes, in order. */
function recordDappEvents(dapp: DappClient) {
  const events: { name: string; data: unknown; chainId?: string }[] = []
  dapp.client.events.on('session_event', ({ params }: SignClientTypes.EventArguments['session_event']) => void events.push({ name: params.event.name, data: params.event.data, chainId: params.chainId }))
  dapp.client.events.on('session_delete', ({ topic }: SignClientTypes.EventArguments['session_delete']) => void events.push({ name: 'session_delete', data: topic }))
  return events
}

describe('the test wallet page over the local relay', () => {
  let wallet: PageSession
  let dapp: DappClient
  let session: SessionTypes.Struct
  let dappEvents: ReturnType<typeof recordDappEvents>

  afterAll(async () => {
    await wallet?.close()
    await dapp?.stop()
  })

  it('rule: the page waits for a URI, and a bad one is refused in plain words', async () => {
    wallet = await openWcWallet(browser, walletUrl())
    const { page } = wallet
    expect(await walletScreen(page)).toBe('waiting')
    await pasteUri(page, 'https://example.com/not-a-wc-link')
    await expect.poll(() => page.getByTestId('wc-error').textContent()).toBe(
      'This is not a WalletConnect link. A WalletConnect link starts with "wc:"; copy it from the site\'s QR code panel.',
    )
    expect(await walletScreen(page)).toBe('error')
    await page.getByRole('button', { name: 'Dismiss' }).click()
    expect(await walletScreen(page)).toBe('waiting')
  })

  it('rule: a pasted URI pairs, the proposal names the site and its chains, and Approve settles the session on both sides', async () => {
    const { page } = wallet
    dapp = await startDappClient(relay.url)
    dappEvents = recordDappEvents(dapp)
    const { uri, approval } = await dapp.connect()
    await pasteUri(page, uri)
    const card = proposalCard(page)
    await card.waitFor({ timeout: 15_000 })
    expect(await walletScreen(page)).toBe('proposal')
    expect(await card.getByTestId('wc-dapp-name').textContent()).toBe('Portico relay test dApp')
    expect(await card.getByTestId('wc-proposal-grant').textContent()).toContain('eip155:31337, eip155:31338')
    await screenshot(page, 'wcwallet-proposal-desktop-dark')
    await card.getByRole('button', { name: 'Approve', exact: true }).click()
    session = await approval
    expect(session.namespaces.eip155!.accounts).toEqual([`eip155:31337:${visitor()}`, `eip155:31338:${visitor()}`])
    expect(session.namespaces.eip155!.methods).not.toContain('eth_sign')
    await expect.poll(() => walletScreen(page)).toBe('connected')
    expect(await sessionItems(page).count()).toBe(1)
    expect(await sessionItems(page).getByTestId('wc-session-account').textContent()).toBe(visitor())
    expect(await page.evaluate(() => window.__porticoWcWallet!.client()!.session.getAll().length)).toBe(1)
  })

  it('rule: personal_sign, approved, answers a signature that recovers to the devnet address', async () => {
    const { page } = wallet
    const message = 'Hello from the relay test'
    const signing = dapp.client.request<string>({ topic: session.topic, chainId: 'eip155:31337', request: { method: 'personal_sign', params: [hex(message), visitor()] } })
    await requestCard(page, 'personal_sign').waitFor({ timeout: 15_000 })
    expect(await walletScreen(page)).toBe('request')
    expect(await requestCard(page).textContent()).toContain(message)
    await screenshot(page, 'wcwallet-request-desktop-dark')
    await answerRequest(page, 'personal_sign', 'Approve')
    expect(verifyMessage(message, await signing)).toBe(visitor())
    await expect.poll(() => walletScreen(page)).toBe('connected')
  })

  it('rule: a rejected request reaches the site as 4001 "User rejected the request."', async () => {
    const settled = dapp.client.request({ topic: session.topic, chainId: 'eip155:31337', request: { method: 'personal_sign', params: [hex('No'), visitor()] } })
      .then(() => 'signed', (error: unknown) => error)
    await answerRequest(wallet.page, 'personal_sign', 'Reject')
    expect(await settled).toMatchObject({ code: 4001, message: 'User rejected the request.' })
  })

  it('rule: eth_sendTransaction, approved, is mined on the devnet chain the request names', async () => {
    const receiver = devnet.accounts[1]!.address
    const chain = devnet.chains.find((candidate) => candidate.chainId === 31338)!
    const provider = new JsonRpcProvider(chain.rpcUrl, 31338, { staticNetwork: true, cacheTimeout: -1 })
    const before = await provider.getBalance(receiver)
    const sending = dapp.client.request<string>({
      topic: session.topic,
      chainId: 'eip155:31338',
      request: { method: 'eth_sendTransaction', params: [{ from: visitor(), to: receiver, value: '0xde0b6b3a7640000' }] },
    })
    await answerRequest(wallet.page, 'eth_sendTransaction', 'Approve')
    const hash = await sending
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    const receipt = await provider.waitForTransaction(hash, 1, 15_000)
    expect(receipt?.status).toBe(1)
    expect(await provider.getBalance(receiver)).toBe(before + 10n ** 18n)
    provider.destroy()
  })

  it('rule: Emit chainChanged and Emit accountsChanged reach the site as session events', async () => {
    const { page } = wallet
    const item = sessionItems(page).first()
    await item.getByRole('combobox', { name: 'Chain to announce' }).selectOption('31338')
    await item.getByRole('button', { name: 'Emit chainChanged' }).click()
    await expect.poll(() => dappEvents.at(-1)).toEqual({ name: 'chainChanged', data: '0x7a6a', chainId: 'eip155:31338' })
    const other = devnet.accounts[1]!.address
    await item.getByRole('combobox', { name: 'Account to announce' }).selectOption(other)
    await item.getByRole('button', { name: 'Emit accountsChanged' }).click()
    await expect.poll(() => dappEvents.at(-1), { timeout: 15_000 }).toEqual({ name: 'accountsChanged', data: [other], chainId: 'eip155:31338' })
    // The site heard of the account through a session update first, so it may use it.
    expect(dapp.client.session.get(session.topic).namespaces.eip155!.accounts).toEqual([`eip155:31337:${other}`, `eip155:31338:${other}`])
    await expect.poll(() => item.getByTestId('wc-session-account').textContent()).toBe(other)
  })

  it("rule: the wallet's Disconnect reaches the site as session_delete", async () => {
    const { page } = wallet
    await sessionItems(page).first().getByRole('button', { name: 'Disconnect' }).click()
    await expect.poll(() => dappEvents.at(-1), { timeout: 15_000 }).toEqual({ name: 'session_delete', data: session.topic })
    await expect.poll(() => walletScreen(page)).toBe('waiting')
    expect(wallet.pageErrors).toEqual([])
    expect(withoutAckAfterDelete(wallet.consoleErrors)).toEqual([])
    expect(wallet.blockedRequests).toEqual([])
  })

  it("rule: rejecting a proposal rejects the site's approval with the SDK's user-rejected error", async () => {
    const { page } = wallet
    const { uri, approval } = await dapp.connect()
    const settled = approval.then(() => 'approved', (error: unknown) => error)
    await pasteUri(page, uri)
    await proposalCard(page).getByRole('button', { name: 'Reject', exact: true }).click()
    expect(await settled).toMatchObject({ code: 5000, message: 'User rejected.' })
    await expect.poll(() => walletScreen(page)).toBe('waiting')
  })

  it('rule: a deep link (?uri=) pairs at once and leaves the address bar without the URI', async () => {
    const { page } = wallet
    const { uri, approval } = await dapp.connect()
    await loadWcWallet(page, walletUrl(`?uri=${encodeURIComponent(uri)}`))
    await proposalCard(page).waitFor({ timeout: 15_000 })
    expect(new URL(page.url()).search).toBe('')
    await proposalCard(page).getByRole('button', { name: 'Approve', exact: true }).click()
    const second = await approval
    await dapp.client.disconnect({ topic: second.topic, reason: { code: 6000, message: 'User disconnected.' } })
    await expect.poll(() => walletScreen(page), { timeout: 15_000 }).toBe('waiting')
    expect(await page.getByTestId('wc-notice').textContent()).toBe('Portico relay test dApp disconnected.')
  })

  it('rule: the universal-link shape <demo>/wcwallet/wc?uri= opens the same wallet and pairs', async () => {
    const { page } = wallet
    const { uri, approval } = await dapp.connect()
    const settled = approval.catch((error: unknown) => error)
    await loadWcWallet(page, `${demo.url}wcwallet/wc?uri=${encodeURIComponent(uri)}`)
    await proposalCard(page).getByRole('button', { name: 'Reject', exact: true }).click()
    expect(await settled).toMatchObject({ code: 5000 })
  })
})

describe('the test wallet page on a phone and in the light theme', () => {
  for (const colorScheme of ['dark', 'light'] as const) {
    it(`rule: at 390 px (${colorScheme}) the proposal and the session fit the screen, with no axe violations`, async () => {
      const dapp = await startDappClient(relay.url)
      const wallet = await openWcWallet(browser, walletUrl(), { viewport: 'mobile', colorScheme })
      try {
        const { page } = wallet
        const { uri, approval } = await dapp.connect()
        await pasteUri(page, uri)
        await proposalCard(page).waitFor({ timeout: 15_000 })
        await screenshot(page, `wcwallet-proposal-mobile-${colorScheme}`, { fullPage: true })
        expect((await runAxe(page)).map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([])
        await proposalCard(page).getByRole('button', { name: 'Approve', exact: true }).click()
        await approval
        await expect.poll(() => walletScreen(page)).toBe('connected')
        await screenshot(page, `wcwallet-connected-mobile-${colorScheme}`, { fullPage: true })
        expect((await runAxe(page)).map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([])
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
        expect(overflow).toBe(0)
        expect(wallet.blockedRequests).toEqual([])
      } finally {
        await wallet.close()
        await dapp.stop()
      }
    })
  }
})

/**
 * Around a disconnect, on a busy machine, a response can reach the wallet SDK after it stopped
 * tracking the request (late, or delivered twice); the SDK logs that as two errors, "No matching
 * key. history: <id>" and the inbound message it could not process. Seen once in a full run,
 * never alone; harmless to both sides. Any other error still fails the test.
 */
function withoutAckAfterDelete(errors: readonly string[]): string[] {
  if (!errors.some((error) => error.includes('No matching key. history:'))) return [...errors]
  return errors.filter((error) => !error.includes('No matching key. history:') && !error.includes('failed to process an inbound m'))
}
