import type { SessionTypes } from '@walletconnect/types'
import { getSdkError } from '@walletconnect/utils'
import { Wallet, verifyMessage } from 'ethers'
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import { connect } from '../../../../core/actions/connect.js'
import { disconnect } from '../../../../core/actions/disconnect.js'
import { signMessage } from '../../../../core/actions/signMessage.js'
import { isPorticoError } from '../../../../core/errors/PorticoError.js'
import type { Kernel } from '../../../../core/kernel/types.js'
import { createStorage, type KernelStorage } from '../../../../core/storage/createStorage.js'
import { evm } from '../../../../plugins/evm/index.js'
import { initUniversalProvider } from '../../../../plugins/walletconnect/sdk/initUniversalProvider.js'
import { walletConnectPlugin } from '../../../../plugins/walletconnect/walletConnect.js'
import { startRelay, type Relay } from '../../../../services/relay/startRelay.js'
import { createTestKernel } from '../../../helpers/createTestKernel.js'
import { mockNetwork } from '../../../helpers/mockChainPlugin.js'
import { createMemoryStorage, startSignClient, type TestSignClient } from '../../../services/relay/startSignClient.js'
import { until } from '../helpers/walletConnectKernel.js'

/*
 * The plugin over the real @walletconnect/universal-provider, paired through the local relay
 * (services/relay) with a real @walletconnect/sign-client as the wallet: nothing leaves loopback.
 */

// Anvil's first default account: a public development key.
const SIGNER = new Wallet('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
const CHAIN = 'eip155:31337'
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]'])

let relay: Relay | undefined
let wallet: TestSignClient | undefined
let kernel: Kernel | undefined
let fetchSpy: MockInstance<typeof fetch>

beforeEach(() => {
  fetchSpy = vi.spyOn(globalThis, 'fetch')
})

afterEach(async () => {
  await kernel?.destroy()
  await wallet?.stop()
  await relay?.stop()
  kernel = wallet = relay = undefined
  const outside = fetchSpy.mock.calls.map(([input]) => new URL(input instanceof Request ? input.url : String(input))).filter((url) => !LOOPBACK.has(url.hostname))
  expect(outside.map((url) => url.origin)).toEqual([])
})

/** The site: what a page keeps between two loads is its kernel storage and the SDK's storage. */
interface Page {
  storage: KernelStorage
  sdkStorage: ReturnType<typeof createMemoryStorage>
}

const newPage = (): Page => ({ storage: createStorage(null), sdkStorage: createMemoryStorage() })

async function dappKernel(relayUrl: string, connectTimeoutMs = 15_000, page: Page = newPage()) {
  const made = createTestKernel(
    { networks: [mockNetwork('eip155', '31337', 'Devnet')] },
    { storage: page.storage, fetch: async () => new Response('no node in this test', { status: 503 }) },
  )
    .use(evm())
    .use(walletConnectPlugin({ relayUrl, verify: false, connectTimeoutMs }, {
      initProvider: (init) => initUniversalProvider(init, { storage: page.sdkStorage }),
    }))
  await made.start()
  kernel = made
  return made
}

/** The wallet approves (or rejects) every proposal with the devnet account, and signs personal_sign. */
function runWallet(client: TestSignClient, answer: 'approve' | 'reject' = 'approve'): void {
  client.client.on('session_proposal', ({ id }) => {
    if (answer === 'reject') return void client.client.reject({ id, reason: getSdkError('USER_REJECTED') })
    void client.client.approve({
      id,
      namespaces: { eip155: { chains: [CHAIN], accounts: [`${CHAIN}:${SIGNER.address}`], methods: ['personal_sign'], events: ['accountsChanged', 'chainChanged'] } },
    })
  })
  client.client.on('session_request', ({ id, topic, params }) => {
    const [message] = params.request.params as [string, string]
    void SIGNER.signMessage(Buffer.from(message.slice(2), 'hex')).then((result) =>
      client.client.respond({ topic, response: { id, jsonrpc: '2.0', result } }))
  })
}

/** Starts a connect and has the wallet pair with the link the plugin shows. */
async function pairWithWallet(k: Kernel, client: TestSignClient) {
  const connecting = connect(k, { connectorId: 'walletConnect', namespace: 'eip155' })
  connecting.catch(() => {})
  await until(() => k.store('walletConnect').getState().pairing.status === 'ready', 15_000)
  const pairing = k.store('walletConnect').getState().pairing
  if (pairing.status !== 'ready') throw new Error('no link')
  await client.client.pair({ uri: pairing.uri })
  return { connecting }
}

describe('walletConnect on the local relay', () => {
  it('rule: the wallet pairs with the link shown, approves, signs; its own disconnect ends the session on the site', async () => {
    relay = await startRelay()
    const k = await dappKernel(relay.url)
    wallet = await startSignClient('wallet', relay.url)
    runWallet(wallet)
    const { connecting } = await pairWithWallet(k, wallet)
    await expect(connecting).resolves.toMatchObject({ address: SIGNER.address })
    expect(k.store('chains').getState().byNamespace.eip155?.account.connectedWalletInfo?.name).toBe('Portico relay test wallet')

    const signature = await signMessage(k, { message: 'hello from portico' })
    expect(verifyMessage('hello from portico', signature)).toBe(SIGNER.address)

    const [session] = wallet.client.session.getAll() as SessionTypes.Struct[]
    await wallet.client.disconnect({ topic: session!.topic, reason: getSdkError('USER_DISCONNECTED') })
    await until(() => k.store('chains').getState().byNamespace.eip155?.account.status === 'disconnected', 10_000)
  }, 30_000)

  it('rule: a reload restores the session, and the restored session still signs', async () => {
    relay = await startRelay()
    const page = newPage()
    const first = await dappKernel(relay.url, 15_000, page)
    wallet = await startSignClient('wallet', relay.url)
    runWallet(wallet)
    await (await pairWithWallet(first, wallet)).connecting
    await first.destroy()

    const reloaded = await dappKernel(relay.url, 15_000, page)
    await until(() => reloaded.store('chains').getState().byNamespace.eip155?.account.status === 'connected', 10_000)
    expect(reloaded.store('chains').getState().byNamespace.eip155?.account.address).toBe(SIGNER.address)
    const signature = await signMessage(reloaded, { message: 'after the reload' })
    expect(verifyMessage('after the reload', signature)).toBe(SIGNER.address)
  }, 30_000)

  it('fault: the relay drops mid-session → a signature asked while it is down is delivered once it is back, and the session stays connected', async () => {
    relay = await startRelay()
    const { port } = relay
    const k = await dappKernel(relay.url)
    wallet = await startSignClient('wallet', relay.url)
    runWallet(wallet)
    await (await pairWithWallet(k, wallet)).connecting

    await relay.stop()
    relay = undefined
    const signing = signMessage(k, { message: 'through a relay restart' })
    signing.catch(() => {})
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    relay = await startRelay({ port })
    const signature = await signing
    expect(verifyMessage('through a relay restart', signature)).toBe(SIGNER.address)
    expect(k.store('chains').getState().byNamespace.eip155?.account.status).toBe('connected')
  }, 60_000)

  it("rule: the site's disconnect reaches the wallet", async () => {
    relay = await startRelay()
    const k = await dappKernel(relay.url)
    wallet = await startSignClient('wallet', relay.url)
    runWallet(wallet)
    const deleted = new Promise<void>((resolve) => wallet!.client.on('session_delete', () => resolve()))
    const { connecting } = await pairWithWallet(k, wallet)
    await connecting
    await disconnect(k)
    await deleted
    expect(wallet.client.session.getAll()).toEqual([])
  }, 30_000)

  it("rule: the wallet's rejection is 'Connection rejected'", async () => {
    relay = await startRelay()
    const k = await dappKernel(relay.url)
    wallet = await startSignClient('wallet', relay.url)
    runWallet(wallet, 'reject')
    const { connecting } = await pairWithWallet(k, wallet)
    const error = await connecting.catch((caught: unknown) => caught)
    expect(isPorticoError(error, 'CONNECTION_REJECTED')).toBe(true)
  }, 30_000)

  it("rule: with the relay down the visitor gets 'Failed to connect' within the connect time-out", async () => {
    relay = await startRelay()
    const url = relay.url
    await relay.stop()
    relay = undefined
    const k = await dappKernel(url, 2_000)
    const started = performance.now()
    const error = await connect(k, { connectorId: 'walletConnect', namespace: 'eip155' }).catch((caught: unknown) => caught)
    expect(isPorticoError(error, 'FAILED_TO_CONNECT')).toBe(true)
    expect(performance.now() - started).toBeLessThan(5_000)
  }, 30_000)
})
