import { afterEach, describe, expect, it, vi } from 'vitest'
import { toWalletChain } from '../../../demo/wallet/WalletChain.js'
import { createWcWallet } from '../../../demo/wcwallet/createWcWallet.js'
import { WC_URI_ERRORS } from '../../../demo/wcwallet/parseWcUri.js'
import { screenOf } from '../../../demo/wcwallet/screenOf.js'
import { createToyAccount, type ToyAccount } from '../../../demo/wcwallet/toyAccount.js'
import { ADDRESSES, devnetNetwork, KEYS, recordingBackend } from '../wallet/walletFixture.js'
import { createFakeSignClient } from './fakeSignClient.js'
import { DEVNET, proposal } from './proposalFixture.js'
import { NOW_MS, wcUri } from './wcUriFixture.js'

const RELAY = 'ws://127.0.0.1:8555'

async function setup(options: { createClient?: () => Promise<never>; toy?: () => Promise<ToyAccount> } = {}) {
  const fake = createFakeSignClient()
  const { backend, calls } = recordingBackend()
  const wallet = createWcWallet({
    createClient: options.createClient ?? (async () => fake.client),
    chains: DEVNET.map((id) => toWalletChain(devnetNetwork(id, `http://127.0.0.1:1/${id}`))),
    keys: KEYS,
    addresses: ADDRESSES,
    backend,
    relayUrl: RELAY,
    now: () => NOW_MS,
    pairTimeoutMs: 15_000,
    ...(options.toy ? { toy: options.toy } : {}),
  })
  await wallet.start()
  const screen = () => screenOf(wallet.state.get())
  return { wallet, fake, chain: calls, screen, state: () => wallet.state.get() }
}

/** Pairs, receives the fixture proposal and approves it: a session on 31337 and 31338. */
async function connected() {
  const context = await setup()
  await context.wallet.pair(wcUri())
  context.fake.propose(proposal())
  await context.wallet.approveProposal(proposal().id)
  const topic = context.state().sessions[0]!.topic
  return { ...context, topic }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

afterEach(() => {
  vi.useRealTimers()
})

describe('test wallet: starting and pairing', () => {
  it('rule: the wallet waits for a URI once the client is up', async () => {
    const { screen, state } = await setup()
    expect(state().phase).toBe('ready')
    expect(screen()).toBe('waiting')
  })

  it('rule: a client that cannot start is an error state that says so', async () => {
    const { screen, state } = await setup({ createClient: () => Promise.reject(new Error('socket hang up')) })
    expect(screen()).toBe('error')
    expect(state().error).toBe('The wallet could not start: Starting WalletConnect failed: socket hang up.')
  })

  it('rule: a bad URI is refused in plain words and never reaches the SDK', async () => {
    const { wallet, fake, screen, state } = await setup()
    await wallet.pair('not a link')
    expect(state().error).toBe(WC_URI_ERRORS.notWalletConnect)
    expect(screen()).toBe('error')
    expect(fake.calls.pair).toEqual([])
    wallet.dismissError()
    expect(screen()).toBe('waiting')
  })

  it('rule: a good URI pairs and the page shows pairing until the proposal arrives', async () => {
    const { wallet, fake, screen } = await setup()
    await wallet.pair(`  ${wcUri()} `)
    expect(fake.calls.pair).toEqual([{ uri: wcUri() }])
    expect(screen()).toBe('pairing')
    fake.propose(proposal())
    expect(screen()).toBe('proposal')
  })

  it('rule: a relay that does not answer pair() within the timeout is named in the error', async () => {
    vi.useFakeTimers()
    const { wallet, fake, state } = await setup()
    fake.onPair(() => new Promise(() => undefined))
    const pairing = wallet.pair(wcUri())
    await vi.advanceTimersByTimeAsync(14_999)
    expect(state().pairing).toBe(true)
    await vi.advanceTimersByTimeAsync(1)
    await pairing
    expect(state()).toMatchObject({ pairing: false, error: `The WalletConnect relay at ${RELAY} did not answer within 15 s. Is the local stack (npm start) running?` })
  })

  it('rule: a pairing whose proposal never comes ends in an error after the timeout', async () => {
    vi.useFakeTimers()
    const { wallet, screen, state } = await setup()
    await wallet.pair(wcUri())
    await vi.advanceTimersByTimeAsync(15_000)
    expect(screen()).toBe('error')
    expect(state().error).toBe("Paired, but the site's connection request did not arrive within 15 s. Ask the site for a new QR code.")
  })

  it('rule: a used URI (the SDK\'s "Pairing already exists") is said in plain words', async () => {
    const { wallet, fake, state } = await setup()
    fake.onPair(() => Promise.reject(new Error('Pairing already exists: abc. Please try again with a new connection URI.')))
    await wallet.pair(wcUri())
    expect(state().error).toBe('This WalletConnect link was already used. Ask the site for a new QR code.')
  })
})

describe('test wallet: proposals', () => {
  it('rule: approving shares the first devnet address on the requested devnet chains', async () => {
    const { fake, state, screen } = await connected()
    expect(fake.calls.approve).toEqual([{
      id: proposal().id,
      namespaces: {
        eip155: {
          chains: ['eip155:31337', 'eip155:31338'],
          accounts: [`eip155:31337:${ADDRESSES[0]}`, `eip155:31338:${ADDRESSES[0]}`],
          methods: ['personal_sign', 'eth_sendTransaction', 'eth_signTypedData_v4', 'wallet_switchEthereumChain'],
          events: ['accountsChanged', 'chainChanged'],
        },
      },
    }])
    expect(state().sessions).toEqual([expect.objectContaining({ chainIds: [31337, 31338], activeChainId: 31337, addresses: [ADDRESSES[0]] })])
    expect(state().notice).toBe('Connected to Portico demo.')
    expect(screen()).toBe('connected')
  })

  it("rule: rejecting answers with the SDK's user-rejected error", async () => {
    const { wallet, fake, state, screen } = await setup()
    fake.propose(proposal())
    await wallet.rejectProposal(proposal().id)
    expect(fake.calls.reject).toEqual([{ id: proposal().id, reason: { code: 5000, message: 'User rejected.' } }])
    expect(state().proposals).toEqual([])
    expect(screen()).toBe('waiting')
  })

  it('rule: a proposal the wallet cannot serve cannot be approved, and its rejection names why', async () => {
    const { wallet, fake } = await setup()
    const unsupported = proposal({ requiredNamespaces: { eip155: { chains: ['eip155:1'], methods: [], events: [] } } })
    fake.propose(unsupported)
    await wallet.approveProposal(unsupported.id)
    expect(fake.calls.approve).toEqual([])
    await wallet.rejectProposal(unsupported.id)
    expect(fake.calls.reject[0]!.reason).toEqual({ code: 5100, message: 'Unsupported chains.' })
  })

  it('rule: an expired proposal leaves the page with a plain error', async () => {
    const { fake, state } = await setup()
    fake.propose(proposal())
    fake.emit('proposal_expire', { id: proposal().id })
    expect(state().proposals).toEqual([])
    expect(state().error).toBe("The site's connection request expired before it was answered. Ask the site for a new QR code.")
  })
})

describe('test wallet: requests', () => {
  it('rule: a request waits for the visitor; approving signs and answers the site with the result', async () => {
    const { fake, wallet, chain, topic, screen, state } = await connected()
    fake.request(topic, 7, 'personal_sign', ['0x48656c6c6f', ADDRESSES[0]])
    await flush()
    expect(screen()).toBe('request')
    expect(state().requests[0]).toMatchObject({ id: 7, method: 'personal_sign', chainId: 'eip155:31337', status: 'asking', prompt: { title: 'Sign a message' } })
    wallet.approveRequest(7)
    await flush()
    expect(chain.signed).toHaveLength(1)
    expect(fake.calls.respond).toEqual([{ topic, response: { id: 7, jsonrpc: '2.0', result: '0xsigned1' } }])
    expect(screen()).toBe('connected')
  })

  it('rule: rejecting a request answers 4001 "User rejected the request."', async () => {
    const { fake, wallet, chain, topic } = await connected()
    fake.request(topic, 8, 'eth_sendTransaction', [{ from: ADDRESSES[0], to: ADDRESSES[1], value: '0x1' }], 'eip155:31338')
    await flush()
    wallet.rejectRequest(8)
    await flush()
    expect(chain.sent).toEqual([])
    expect(fake.calls.respond).toEqual([{ topic, response: { id: 8, jsonrpc: '2.0', error: { code: 4001, message: 'User rejected the request.' } } }])
  })

  it('rule: requests are shown one at a time, oldest first', async () => {
    const { fake, wallet, topic, state } = await connected()
    fake.request(topic, 1, 'personal_sign', ['0x01', ADDRESSES[0]])
    fake.request(topic, 2, 'personal_sign', ['0x02', ADDRESSES[0]])
    await flush()
    expect(state().requests.map((request) => request.id)).toEqual([1, 2])
    wallet.rejectRequest(1)
    await flush()
    expect(state().requests.map((request) => request.id)).toEqual([2])
  })

  it('rule: a request for a chain outside the session is 4902, without asking', async () => {
    const { fake, topic, state } = await connected()
    fake.request(topic, 9, 'personal_sign', ['0x01', ADDRESSES[0]], 'eip155:1')
    await flush()
    expect(state().requests).toEqual([])
    expect(fake.calls.respond[0]!.response).toMatchObject({ id: 9, error: { code: 4902 } })
  })

  it('rule: an approved switch announces chainChanged on the new chain and moves the session there', async () => {
    const { fake, wallet, topic, state } = await connected()
    fake.request(topic, 10, 'wallet_switchEthereumChain', [{ chainId: '0x7a6a' }])
    await flush()
    wallet.approveRequest(10)
    await flush()
    expect(fake.calls.emit).toEqual([{ topic, chainId: 'eip155:31338', event: { name: 'chainChanged', data: '0x7a6a' } }])
    expect(fake.calls.respond[0]!.response).toEqual({ id: 10, jsonrpc: '2.0', result: null })
    expect(state().sessions[0]!.activeChainId).toBe(31338)
  })
})

describe('test wallet: sessions', () => {
  it("rule: the wallet's Disconnect ends the session with the SDK's user-disconnected reason", async () => {
    const { fake, wallet, topic, state, screen } = await connected()
    await wallet.disconnect(topic)
    expect(fake.calls.disconnect).toEqual([{ topic, reason: { code: 6000, message: 'User disconnected.' } }])
    expect(state().sessions).toEqual([])
    expect(state().notice).toBe('Disconnected from Portico demo.')
    expect(screen()).toBe('waiting')
  })

  it("rule: the site's disconnect removes the session and rejects what it left waiting", async () => {
    const { fake, topic, state } = await connected()
    fake.request(topic, 11, 'personal_sign', ['0x01', ADDRESSES[0]])
    await flush()
    fake.sessions.delete(topic)
    fake.emit('session_delete', { id: 1, topic })
    await flush()
    expect(state().sessions).toEqual([])
    expect(state().requests).toEqual([])
    expect(state().notice).toBe('Portico demo disconnected.')
  })

  it('rule: Emit chainChanged sends the hex chain id on that chain', async () => {
    const { fake, wallet, topic } = await connected()
    await wallet.emitChainChanged(topic, 31338)
    expect(fake.calls.emit).toEqual([{ topic, chainId: 'eip155:31338', event: { name: 'chainChanged', data: '0x7a6a' } }])
  })

  it('rule: Emit accountsChanged with another account updates the session first, then emits it', async () => {
    const { fake, wallet, topic, state } = await connected()
    await wallet.emitAccountsChanged(topic, ADDRESSES[1])
    expect(fake.calls.update[0]!.namespaces.eip155!.accounts).toEqual([`eip155:31337:${ADDRESSES[1]}`, `eip155:31338:${ADDRESSES[1]}`])
    expect(fake.calls.emit).toEqual([{ topic, chainId: 'eip155:31337', event: { name: 'accountsChanged', data: [ADDRESSES[1]] } }])
    expect(state().sessions[0]!.addresses).toEqual([ADDRESSES[1]])
  })

  it('rule: Emit accountsChanged with the current account emits without an update', async () => {
    const { fake, wallet, topic } = await connected()
    await wallet.emitAccountsChanged(topic, ADDRESSES[0])
    expect(fake.calls.update).toEqual([])
    expect(fake.calls.emit).toHaveLength(1)
  })

  it('rule: destroy removes every listener it added', async () => {
    const { fake, wallet } = await connected()
    expect(fake.listenerCount()).toBeGreaterThan(0)
    wallet.destroy()
    expect(fake.listenerCount()).toBe(0)
  })
})

describe('test wallet: the toy chain', () => {
  const TOY_METHODS = ['toy_signMessage', 'toy_getBalance']
  const toyProposal = (extra: Parameters<typeof proposal>[0] = {}) => proposal({
    optionalNamespaces: { toy: { chains: ['toy:1', 'toy:2'], methods: [...TOY_METHODS, 'toy_other'], events: [] } },
    ...extra,
  })

  async function toyConnected(extra: Parameters<typeof proposal>[0] = {}) {
    const account = await createToyAccount(2_750_000n)
    const context = await setup({ toy: async () => account })
    await context.wallet.pair(wcUri())
    context.fake.propose(toyProposal(extra))
    await context.wallet.approveProposal(toyProposal().id)
    return { ...context, account, topic: context.state().sessions[0]!.topic }
  }

  it('rule: a proposal for toy chains is approved with the toy account on them and only the toy methods, and no eip155 side', async () => {
    const { fake, account, state, wallet } = await toyConnected()
    expect(fake.calls.approve[0]!.namespaces).toEqual({
      toy: { chains: ['toy:1', 'toy:2'], accounts: [`toy:1:${account.address}`, `toy:2:${account.address}`], methods: TOY_METHODS, events: [] },
    })
    expect(state().sessions[0]!.toyAddress).toBe(account.address)
    expect(wallet.toyAccount()).toEqual({ address: account.address, publicKey: account.publicKey, balance: 2_750_000n })
  })

  it('rule: without a toy account (no WebCrypto), toy chains are not granted', async () => {
    const { wallet, fake, state } = await setup({ toy: () => Promise.reject(new Error('no crypto.subtle')) })
    expect(state().phase).toBe('ready')
    fake.propose(toyProposal())
    expect(state().proposals[0]!.problem?.reason).toBe('UNSUPPORTED_CHAINS')
    expect(wallet.toyAccount()).toBeUndefined()
  })

  it('rule: toy_getBalance answers at once with the balance as a decimal string, 0 for another account', async () => {
    const { fake, account, topic, state } = await toyConnected()
    fake.request(topic, 21, 'toy_getBalance', { address: account.address }, 'toy:2')
    fake.request(topic, 22, 'toy_getBalance', { address: `toy1${'0'.repeat(40)}` }, 'toy:2')
    await flush()
    expect(state().requests).toEqual([])
    expect(fake.calls.respond.map(({ response }) => response)).toEqual([
      { id: 21, jsonrpc: '2.0', result: { balance: '2750000' } },
      { id: 22, jsonrpc: '2.0', result: { balance: '0' } },
    ])
  })

  it("rule: toy_signMessage waits for the visitor, and its signature verifies with the account's public key", async () => {
    const { fake, wallet, account, topic, state } = await toyConnected()
    fake.request(topic, 23, 'toy_signMessage', { message: 'Hello toy', address: account.address }, 'toy:1')
    await flush()
    expect(state().requests[0]).toMatchObject({ id: 23, method: 'toy_signMessage', chainId: 'toy:1', prompt: { title: 'Sign a message' } })
    expect(state().requests[0]!.prompt.details).toContainEqual({ label: 'Message', value: 'Hello toy' })
    wallet.approveRequest(23)
    await vi.waitFor(() => expect(fake.calls.respond).toHaveLength(1))
    const { signature } = (fake.calls.respond[0]!.response as { result: { signature: string } }).result
    const bytes = (hex: string) => Uint8Array.from(hex.match(/../g)!, (pair) => Number.parseInt(pair, 16))
    const key = await crypto.subtle.importKey('raw', bytes(account.publicKey), { name: 'ECDSA', namedCurve: 'P-256' }, false, ['verify'])
    const verify = (message: string) => crypto.subtle.verify({ name: 'ECDSA', hash: 'SHA-256' }, key, bytes(signature), new TextEncoder().encode(message))
    expect(await verify('Hello toy')).toBe(true)
    expect(await verify('Hello toy!')).toBe(false)
  })

  it('rule: a toy request for another account, a chain outside the session or a bad shape is refused without asking', async () => {
    const { fake, account, topic, state } = await toyConnected({ optionalNamespaces: { toy: { chains: ['toy:1'], methods: TOY_METHODS, events: [] } } })
    fake.request(topic, 24, 'toy_signMessage', { message: 'x', address: `toy1${'0'.repeat(40)}` }, 'toy:1')
    fake.request(topic, 25, 'toy_signMessage', { message: 'x', address: account.address }, 'toy:2')
    fake.request(topic, 26, 'toy_signMessage', ['x', account.address], 'toy:1')
    await flush()
    expect(state().requests).toEqual([])
    const codes = fake.calls.respond.map(({ response }) => [response.id, (response as { error?: { code: number } }).error?.code])
    expect(codes.sort(([a], [b]) => Number(a) - Number(b))).toEqual([[24, 4100], [25, 4902], [26, -32602]])
  })

  it('rule: Emit accountsChanged on eip155 keeps the toy side as approved', async () => {
    const { fake, wallet, account, topic } = await toyConnected({
      optionalNamespaces: { ...proposal().optionalNamespaces, toy: { chains: ['toy:1'], methods: TOY_METHODS, events: [] } },
    })
    await wallet.emitAccountsChanged(topic, ADDRESSES[1])
    expect(fake.calls.update[0]!.namespaces.toy).toEqual({ chains: ['toy:1'], accounts: [`toy:1:${account.address}`], methods: TOY_METHODS, events: [] })
  })
})
