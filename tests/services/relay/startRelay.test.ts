// isolate: own module graph. The file counts the process's sockets, servers and timers before and after;
// a file that ran before it in a shared worker (a mail transport's or a database's idle timer) must not count.
import type { SessionTypes } from '@walletconnect/types'
import { getSdkError } from '@walletconnect/utils'
import { Wallet, hexlify, toUtf8Bytes, verifyMessage } from 'ethers'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import { serveRelay } from '../../../services/relay/serveRelay.js'
import { startRelay, type Relay } from '../../../services/relay/startRelay.js'
import { startSignClient, type TestSignClient } from './startSignClient.js'

// Anvil's first default account: a public development key.
const SIGNER = new Wallet('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
const CHAIN = 'eip155:31337'
const EVENTS = ['accountsChanged', 'chainChanged']
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]'])

let relay: Relay
const started: { stop(): Promise<void> }[] = []
let fetchSpy: MockInstance<typeof fetch>
let baseline: Map<string, number>

async function client(role: 'dapp' | 'wallet', options?: { hostedVerify?: boolean }): Promise<TestSignClient> {
  const signClient = await startSignClient(role, relay.url, options)
  started.push(signClient)
  return signClient
}

/** The wallet approves every proposal with the devnet account and answers personal_sign with its key. */
function runWallet(wallet: TestSignClient): void {
  wallet.client.on('session_proposal', ({ id }) => {
    void wallet.client.approve({
      id,
      namespaces: { eip155: { chains: [CHAIN], accounts: [`${CHAIN}:${SIGNER.address}`], methods: ['personal_sign'], events: EVENTS } },
    })
  })
  wallet.client.on('session_request', ({ id, topic, params }) => {
    const [message] = params.request.params as [string, string]
    void SIGNER.signMessage(Buffer.from(message.slice(2), 'hex')).then((result) =>
      wallet.client.respond({ topic, response: { id, jsonrpc: '2.0', result } }))
  })
}

async function connectDapp(dapp: TestSignClient) {
  const { uri, approval } = await dapp.client.connect({
    optionalNamespaces: { eip155: { chains: [CHAIN], methods: ['personal_sign'], events: EVENTS } },
  })
  if (!uri) throw new Error('connect() gave no pairing URI')
  return { uri, approval }
}

/** A dApp and a wallet with a settled session between them. */
async function pairedClients(): Promise<{ dapp: TestSignClient; wallet: TestSignClient; session: SessionTypes.Struct }> {
  const dapp = await client('dapp')
  const wallet = await client('wallet')
  runWallet(wallet)
  const { uri, approval } = await connectDapp(dapp)
  await wallet.client.pair({ uri })
  return { dapp, wallet, session: await approval() }
}

const resourceCounts = () => {
  const counts = new Map<string, number>()
  for (const name of process.getActiveResourcesInfo()) counts.set(name, (counts.get(name) ?? 0) + 1)
  return counts
}
const outsideCalls = () => fetchSpy.mock.calls
  .map(([input]) => new URL(input instanceof Request ? input.url : String(input)))
  .filter((url) => !LOOPBACK.has(url.hostname))
  .map((url) => url.origin)

beforeAll(() => {
  baseline = resourceCounts()
})

beforeEach(() => {
  fetchSpy = vi.spyOn(globalThis, 'fetch')
})

afterEach(async () => {
  for (const part of started.splice(0).reverse()) await part.stop()
  await relay.stop()
  vi.restoreAllMocks()
})

afterAll(async () => {
  // Everything started was stopped: no socket, server or timer outlives the tests. Checked between
  // sleeps, so the only timer of the test runner's is its hook timeout, as when the baseline was taken.
  const leftovers = () => {
    const now = resourceCounts()
    return ['TCPSocketWrap', 'TCPServerWrap', 'Timeout']
      .filter((name) => (now.get(name) ?? 0) > (baseline.get(name) ?? 0))
      .map((name) => `${name} ×${(now.get(name) ?? 0) - (baseline.get(name) ?? 0)}`)
  }
  const deadline = Date.now() + 8_000
  while (leftovers().length > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100))
  expect(leftovers()).toEqual([])
}, 15_000)

describe('startRelay with the real WalletConnect SDK', () => {
  beforeEach(async () => {
    relay = await startRelay()
  })

  it('rule: the SDK\'s own verify step would call verify.walletconnect.org, and the guard sees it (so the checks below can fail)', async () => {
    const dapp = await client('dapp')
    const wallet = await client('wallet', { hostedVerify: true })
    runWallet(wallet)
    const { uri, approval } = await connectDapp(dapp)
    await wallet.client.pair({ uri })
    await approval()
    expect(outsideCalls()).toContain('https://verify.walletconnect.org')
  }, 20_000)

  it('rule: the dApp connects, the wallet pairs with the URI and approves, and the session exists on both sides', async () => {
    const { dapp, wallet, session } = await pairedClients()
    expect(session.namespaces.eip155?.accounts).toEqual([`${CHAIN}:${SIGNER.address}`])
    expect(dapp.client.session.get(session.topic).topic).toBe(session.topic)
    // The wallet's session is acknowledged once the dApp's answer to wc_sessionSettle came back.
    await vi.waitFor(() => expect(wallet.client.session.get(session.topic).acknowledged).toBe(true))
    expect(wallet.client.session.get(session.topic).peer.metadata.name).toBe('Portico relay test dApp')
    expect(outsideCalls()).toEqual([])
  }, 20_000)

  it('rule: a personal_sign request goes from the dApp to the wallet and its signature comes back', async () => {
    const { dapp, session } = await pairedClients()
    const message = 'Sign in to Portico'
    const signature = await dapp.client.request<string>({
      topic: session.topic,
      chainId: CHAIN,
      request: { method: 'personal_sign', params: [hexlify(toUtf8Bytes(message)), SIGNER.address] },
    })
    expect(verifyMessage(message, signature)).toBe(SIGNER.address)
    expect(outsideCalls()).toEqual([])
  }, 20_000)

  it('rule: the wallet rejects the session and the dApp\'s approval promise rejects with the wallet\'s reason', async () => {
    const dapp = await client('dapp')
    const wallet = await client('wallet')
    wallet.client.on('session_proposal', ({ id }) => void wallet.client.reject({ id, reason: getSdkError('USER_REJECTED') }))
    const { uri, approval } = await connectDapp(dapp)
    await wallet.client.pair({ uri })
    await expect(approval()).rejects.toMatchObject({ code: 5000, message: 'User rejected.' })
    expect(dapp.client.session.getAll()).toEqual([])
    expect(wallet.client.session.getAll()).toEqual([])
  }, 20_000)

  it('rule: disconnecting from the dApp reaches the wallet', async () => {
    const { dapp, wallet, session } = await pairedClients()
    const deleted = new Promise<string>((resolve) => wallet.client.on('session_delete', ({ topic }) => resolve(topic)))
    await dapp.client.disconnect({ topic: session.topic, reason: getSdkError('USER_DISCONNECTED') })
    expect(await deleted).toBe(session.topic)
    expect(wallet.client.session.getAll()).toEqual([])
  }, 20_000)

  it('rule: disconnecting from the wallet reaches the dApp', async () => {
    const { dapp, wallet, session } = await pairedClients()
    const deleted = new Promise<string>((resolve) => dapp.client.on('session_delete', ({ topic }) => resolve(topic)))
    await wallet.client.disconnect({ topic: session.topic, reason: getSdkError('USER_DISCONNECTED') })
    expect(await deleted).toBe(session.topic)
    expect(dapp.client.session.getAll()).toEqual([])
  }, 20_000)
})

describe('held messages with the real SDK', () => {
  it('rule: the session proposal, published before the wallet existed, is delivered when the wallet pairs', async () => {
    const server = await serveRelay()
    relay = server
    const dapp = await client('dapp')
    const { uri, approval } = await connectDapp(dapp)
    // connect() resolves once the relay answered wc_proposeSession: the proposal is held, and the
    // dApp listens on the pairing topic without having sent irn_subscribe.
    expect(server.stats()).toMatchObject({ heldMessages: 1, subscribedTopics: 1, connections: 1 })
    const wallet = await client('wallet')
    runWallet(wallet)
    await wallet.client.pair({ uri })
    const session = await approval()
    expect(wallet.client.session.get(session.topic).topic).toBe(session.topic)
    expect(outsideCalls()).toEqual([])
  }, 20_000)
})
