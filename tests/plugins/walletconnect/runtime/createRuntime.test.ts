import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { connect } from '../../../../core/actions/connect.js'
import { openModal } from '../../../../core/actions/modalActions.js'
import { closeModal } from '../../../../core/actions/modalActions.js'
import { KernelError } from '../../../../core/errors/KernelError.js'
import { isPorticoError } from '../../../../core/errors/PorticoError.js'
import type { Kernel } from '../../../../core/kernel/types.js'
import { goBack } from '../../../../core/router/navigationRules.js'
import { push } from '../../../../core/router/router.js'
import { WalletConnectError } from '../../../../plugins/walletconnect/WalletConnectError.js'
import { fakeSession, fakeUniversalProvider } from '../helpers/fakeUniversalProvider.js'
import {
  bothNamespaces, EVM_ADDRESS, LOCAL_RELAY, settle, SOLANA_ADDRESS, SOLANA_REFERENCE, until, useTimingFakes, walletConnectKernel,
} from '../helpers/walletConnectKernel.js'

let kernel: Kernel | undefined

beforeAll(async () => {
  // Loaded once here so the plugin's own import() of it resolves at once in timing tests.
  await import('../../../../plugins/walletconnect/runtime/createRuntime.js')
})

afterEach(async () => {
  vi.useRealTimers()
  await kernel?.destroy()
  kernel = undefined
})

const chain = (k: Kernel, namespace: 'eip155' | 'solana') => k.store('chains').getState().byNamespace[namespace]!

async function setup(...args: Parameters<typeof walletConnectKernel>) {
  const made = await walletConnectKernel(...args)
  kernel = made.kernel
  return made
}

/**
 * Starts a connect and waits for the wallet's side to see the proposal and the link to show.
 * Returns the connect's promise wrapped, so awaiting this does not wait for the connect itself.
 */
async function propose(k: Kernel, fake: Awaited<ReturnType<typeof setup>>['fake'], namespace: 'eip155' | 'solana' = 'eip155') {
  const settled = connect(k, { connectorId: 'walletConnect', namespace })
  settled.catch(() => {})
  await until(() => fake.provider.proposals.length > 0 && k.store('walletConnect').getState().pairing.status === 'ready')
  return { settled }
}

describe('the SDK provider', () => {
  it('rule: it is made with the project, the site metadata, the relay, a storage prefix of the project, and telemetry off on a local relay', async () => {
    const metadata = { name: 'Site', description: 'A site', url: 'https://site.test', icons: ['https://site.test/i.png'] }
    const { kernel: k, fake } = await setup({ kernel: { metadata } })
    void propose(k, fake)
    await until(() => fake.inits.length === 1)
    expect(fake.inits[0]).toEqual({
      projectId: 'test-project-id', relayUrl: LOCAL_RELAY, metadata, telemetryEnabled: false, customStoragePrefix: 'portico-test-project-id',
    })
  })

  it("rule: telemetry is off with WalletConnect's relay too unless the site turns it on, and storagePrefix replaces the default", async () => {
    const quiet = await setup({ options: { relayUrl: 'wss://relay.walletconnect.org' } })
    void propose(quiet.kernel, quiet.fake)
    await until(() => quiet.fake.inits.length === 1)
    expect(quiet.fake.inits[0]).toMatchObject({ telemetryEnabled: false })
    await quiet.kernel.destroy()

    const { kernel: k, fake } = await setup({ options: { relayUrl: 'wss://relay.example', telemetry: true, storagePrefix: 'site-a' } })
    void propose(k, fake)
    await until(() => fake.inits.length === 1)
    expect(fake.inits[0]).toMatchObject({ telemetryEnabled: true, customStoragePrefix: 'site-a' })
  })

  it("rule: on the site's own relay the SDK's hosted verification (register) is a no-op unless verify is true; on WalletConnect's relay it is left alone", async () => {
    const own = await setup()
    void propose(own.kernel, own.fake)
    await until(() => own.fake.inits.length === 1)
    expect(await own.fake.provider.client.core.verify.register({ id: 'a', decryptedId: 'b' })).toBeUndefined()
    expect(own.fake.provider.verifyCalls).toBe(0)
    await own.kernel.destroy()

    const asked = await setup({ options: { verify: true } })
    void propose(asked.kernel, asked.fake)
    await until(() => asked.fake.inits.length === 1)
    expect(await asked.fake.provider.client.core.verify.register({ id: 'a', decryptedId: 'b' })).toBe('attestation')
    await asked.kernel.destroy()

    const hosted = await setup({ options: { relayUrl: 'wss://relay.walletconnect.org' } })
    void propose(hosted.kernel, hosted.fake)
    await until(() => hosted.fake.inits.length === 1)
    expect(await hosted.fake.provider.client.core.verify.register({ id: 'a', decryptedId: 'b' })).toBe('attestation')
    await hosted.kernel.destroy()

    const refused = await setup({ options: { relayUrl: 'wss://relay.walletconnect.org', verify: false } })
    void propose(refused.kernel, refused.fake)
    await until(() => refused.fake.inits.length === 1)
    expect(await refused.fake.provider.client.core.verify.register({ id: 'a', decryptedId: 'b' })).toBeUndefined()
  })
})

describe('the session proposal', () => {
  it("rule: every registered namespace is asked for, none required, with the site networks as chains, their RPC URLs as rpcMap, and what its plugin's `remote` names", async () => {
    const { kernel: k, fake } = await setup({
      remotes: {
        eip155: { methods: ['personal_sign', 'eth_sendTransaction', 'wallet_switchEthereumChain'], events: ['chainChanged', 'accountsChanged'], provider: () => ({}) },
        solana: { methods: ['solana_signMessage'], events: [], provider: () => ({}) },
      },
    })
    void propose(k, fake)
    await until(() => fake.provider.proposals.length === 1)
    const { params } = fake.provider.proposals[0]!
    expect(Object.keys(params)).toEqual(['optionalNamespaces'])
    expect(Object.keys(params.optionalNamespaces)).toEqual(['eip155', 'solana'])
    expect(params.optionalNamespaces.eip155).toMatchObject({
      chains: ['eip155:1', 'eip155:2'],
      rpcMap: { 1: 'http://127.0.0.1:8545', 2: 'http://127.0.0.1:8545' },
      events: ['chainChanged', 'accountsChanged'],
    })
    expect(params.optionalNamespaces.eip155!.methods).toEqual(['personal_sign', 'eth_sendTransaction', 'wallet_switchEthereumChain'])
    expect(params.optionalNamespaces.solana).toMatchObject({ chains: [`solana:${SOLANA_REFERENCE}`], methods: ['solana_signMessage'], events: [] })
  })

  it('rule: the active namespace comes first, and the namespaces option replaces methods and events', async () => {
    const { kernel: k, fake } = await setup({ options: { namespaces: { solana: { methods: ['solana_signMessage'], events: ['x'] } } } })
    k.store('chains').setState((draft) => void (draft.activeNamespace = 'solana'))
    void propose(k, fake, 'solana')
    await until(() => fake.provider.proposals.length === 1)
    const { optionalNamespaces } = fake.provider.proposals[0]!.params
    expect(Object.keys(optionalNamespaces)).toEqual(['solana', 'eip155'])
    expect(optionalNamespaces.solana).toMatchObject({ methods: ['solana_signMessage'], events: ['x'] })
  })
})

describe('connecting', () => {
  it('rule: the pairing link is in the walletConnect state for 4 minutes while the wallet decides', async () => {
    const { kernel: k, fake } = await setup()
    const before = Date.now()
    void propose(k, fake)
    await until(() => k.store('walletConnect').getState().pairing.status === 'ready')
    const pairing = k.store('walletConnect').getState().pairing
    expect(pairing).toMatchObject({ status: 'ready', uri: fake.provider.proposals[0]!.uri })
    if (pairing.status !== 'ready') throw new Error('not ready')
    expect(pairing.expiresAt - before).toBeGreaterThanOrEqual(240_000)
    expect(pairing.expiresAt - Date.now()).toBeLessThanOrEqual(240_000)
    expect(chain(k, 'eip155').account.status).toBe('connecting')
  })

  it('rule: approval connects the namespace with its accounts and network, and brings the session other namespace in', async () => {
    const { kernel: k, fake } = await setup()
    const { settled: connecting } = await propose(k, fake)
    fake.provider.proposals[0]!.approve(bothNamespaces())
    const result = await connecting
    expect(result).toMatchObject({ namespace: 'eip155', address: EVM_ADDRESS })
    expect(chain(k, 'eip155')).toMatchObject({ connectorId: 'walletConnect', account: { status: 'connected', address: EVM_ADDRESS } })
    expect(chain(k, 'eip155').network.caipNetwork?.caipNetworkId).toBe('eip155:1')
    expect(chain(k, 'solana')).toMatchObject({ connectorId: 'walletConnect', account: { status: 'connected', address: SOLANA_ADDRESS } })
    expect(k.store('chains').getState().activeNamespace).toBe('eip155')
    expect(k.store('walletConnect').getState().pairing).toEqual({ status: 'idle' })
  })

  it('rule: the connected wallet is named by the wallet itself, with the chains it approved', async () => {
    const { kernel: k, fake } = await setup()
    const { settled: connecting } = await propose(k, fake)
    fake.provider.proposals[0]!.approve(bothNamespaces())
    await connecting
    expect(chain(k, 'eip155').account.connectedWalletInfo).toEqual({ name: 'Test Wallet', icon: 'https://wallet.test/icon.png', type: 'WALLET_CONNECT' })
    expect(chain(k, 'eip155').network.approvedCaipNetworkIds).toEqual(['eip155:1', 'eip155:2'])
  })

  it('rule: a namespace another wallet holds is left to it', async () => {
    const { kernel: k, fake } = await setup()
    await connect(k, { connectorId: 'mock-solana', namespace: 'solana' })
    const { settled: connecting } = await propose(k, fake)
    fake.provider.proposals[0]!.approve(bothNamespaces())
    await connecting
    expect(chain(k, 'solana').connectorId).toBe('mock-solana')
  })

  it('rule: the kernel network asked for is used when the wallet approved it', async () => {
    const { kernel: k, fake } = await setup()
    const connecting = connect(k, { connectorId: 'walletConnect', namespace: 'eip155', caipNetworkId: 'eip155:2' })
    await until(() => fake.provider.proposals.length === 1)
    fake.provider.proposals[0]!.approve(bothNamespaces())
    await connecting
    expect(chain(k, 'eip155').network.caipNetwork?.caipNetworkId).toBe('eip155:2')
  })

  it("rule: the wallet's refusal is 'Connection rejected', and the chain goes back to disconnected", async () => {
    const { kernel: k, fake } = await setup()
    const { settled: connecting } = await propose(k, fake)
    fake.provider.proposals[0]!.reject({ code: 5000, message: 'User rejected.' })
    const error = await connecting.catch((caught: unknown) => caught)
    expect(isPorticoError(error, 'CONNECTION_REJECTED')).toBe(true)
    expect((error as Error).message).toMatch(/^Connection rejected/)
    expect(chain(k, 'eip155').account.status).toBe('disconnected')
    expect(k.store('walletConnect').getState().pairing).toEqual({ status: 'idle' })
  })

  it("rule: any other SDK failure is 'Failed to connect' with the SDK error as cause", async () => {
    const { kernel: k, fake } = await setup()
    const { settled: connecting } = await propose(k, fake)
    const sdkError = new Error('Session settlement failed.')
    fake.provider.proposals[0]!.reject(sdkError)
    const error = await connecting.catch((caught: unknown) => caught)
    expect(isPorticoError(error, 'FAILED_TO_CONNECT')).toBe(true)
    expect((error as Error).cause).toBe(sdkError)
  })

  it("rule: with the relay unreachable the visitor gets 'Failed to connect' after the 15 s connect time-out, not the SDK's 75 s", async () => {
    const { kernel: k, fake } = await setup()
    fake.provider.onPropose = 'hang'
    useTimingFakes()
    const connecting = connect(k, { connectorId: 'walletConnect', namespace: 'eip155' })
    const outcome = connecting.catch((caught: unknown) => caught)
    await until(() => fake.provider.proposals.length === 1)
    await vi.advanceTimersByTimeAsync(14_999)
    expect(chain(k, 'eip155').account.status).toBe('connecting')
    await vi.advanceTimersByTimeAsync(1)
    const error = await outcome
    expect(isPorticoError(error, 'FAILED_TO_CONNECT')).toBe(true)
    expect((error as Error & { walk(): unknown }).walk()).toBeInstanceOf(WalletConnectError)
    expect(isPorticoError((error as Error).cause, 'RELAY_TIMEOUT')).toBe(true)
    expect(chain(k, 'eip155').account.status).toBe('disconnected')
  })

  it('rule: connectTimeoutMs sets that time-out', async () => {
    const { kernel: k, fake } = await setup({ options: { connectTimeoutMs: 2_000 } })
    fake.provider.onPropose = 'hang'
    useTimingFakes()
    const outcome = connect(k, { connectorId: 'walletConnect', namespace: 'eip155' }).catch((caught: unknown) => caught)
    await until(() => fake.provider.proposals.length === 1)
    await vi.advanceTimersByTimeAsync(2_000)
    expect(isPorticoError(await outcome, 'FAILED_TO_CONNECT')).toBe(true)
  })

  it("rule: an SDK that cannot be loaded is 'Failed to connect' with PEER_DEPENDENCY_MISSING underneath, and is tried again next time", async () => {
    const missing = new KernelError('PEER_DEPENDENCY_MISSING', { params: { package: '@walletconnect/universal-provider' } })
    const fake = fakeUniversalProvider({ failInit: missing })
    const { kernel: k } = await setup({ fake })
    const error = await connect(k, { connectorId: 'walletConnect', namespace: 'eip155' }).catch((caught: unknown) => caught)
    expect(isPorticoError(error, 'FAILED_TO_CONNECT')).toBe(true)
    expect((error as Error).cause).toBe(missing)
    await connect(k, { connectorId: 'walletConnect', namespace: 'eip155' }).catch(() => {})
    expect(fake.inits).toHaveLength(2)
  })

  it("rule: a session without the namespace picked fails that namespace ('Failed to connect') but keeps the others", async () => {
    const { kernel: k, fake } = await setup()
    const { settled: connecting } = await propose(k, fake)
    fake.provider.proposals[0]!.approve(fakeSession({ solana: { accounts: [`solana:${SOLANA_REFERENCE}:${SOLANA_ADDRESS}`] } }))
    const error = await connecting.catch((caught: unknown) => caught)
    expect(isPorticoError(error, 'FAILED_TO_CONNECT')).toBe(true)
    expect(chain(k, 'eip155').account.status).toBe('disconnected')
    expect(chain(k, 'solana').account.status).toBe('connected')
  })

  it('rule: a session in use that holds the namespace is re-used without a new pairing', async () => {
    const { kernel: k, fake } = await setup()
    const { settled: connecting } = await propose(k, fake)
    fake.provider.proposals[0]!.approve(bothNamespaces())
    await connecting
    await connect(k, { connectorId: 'walletConnect', namespace: 'solana' })
    expect(fake.provider.proposals).toHaveLength(1)
  })

  it('rule: a stored session nobody uses is ended before pairing anew', async () => {
    const fake = fakeUniversalProvider({ session: bothNamespaces() })
    const { kernel: k } = await setup({ fake })
    void propose(k, fake)
    await until(() => fake.provider.proposals.length === 1)
    expect(fake.provider.disconnects).toBe(1)
  })

  it('rule: two connects at once share one pairing', async () => {
    const { kernel: k, fake } = await setup()
    const first = connect(k, { connectorId: 'walletConnect', namespace: 'eip155' })
    const second = connect(k, { connectorId: 'walletConnect', namespace: 'eip155' })
    await until(() => fake.provider.proposals.length === 1)
    await settle()
    fake.provider.proposals[0]!.approve(bothNamespaces())
    await Promise.all([first, second])
    expect(fake.provider.proposals).toHaveLength(1)
  })
})

describe('giving a pairing up', () => {
  it("rule: going back from the pairing view rejects the connect with 'Modal closed' and clears the link", async () => {
    const { kernel: k, fake } = await setup()
    openModal(k, { view: 'Connect' })
    push(k, 'ConnectingWalletConnect')
    const { settled: connecting } = await propose(k, fake)
    goBack(k)
    const error = await connecting.catch((caught: unknown) => caught)
    expect(isPorticoError(error, 'MODAL_CLOSED')).toBe(true)
    expect(k.store('walletConnect').getState().pairing).toEqual({ status: 'idle' })
    expect(chain(k, 'eip155').account.status).toBe('disconnected')
  })

  it("rule: closing the modal rejects it with 'Modal closed'", async () => {
    const { kernel: k, fake } = await setup()
    openModal(k, { view: 'ConnectingWalletConnect' })
    const { settled: connecting } = await propose(k, fake)
    closeModal(k)
    expect(isPorticoError(await connecting.catch((caught: unknown) => caught), 'MODAL_CLOSED')).toBe(true)
    expect(k.store('walletConnect').getState().pairing).toEqual({ status: 'idle' })
  })

  it('rule: a session the wallet approves after the visitor left is ended, not kept', async () => {
    const { kernel: k, fake } = await setup()
    openModal(k, { view: 'ConnectingWalletConnect' })
    const { settled: connecting } = await propose(k, fake)
    closeModal(k)
    await connecting.catch(() => {})
    fake.provider.proposals[0]!.approve(bothNamespaces())
    await until(() => fake.provider.disconnects === 1)
    expect(chain(k, 'eip155').account.status).toBe('disconnected')
  })

  it('rule: moving between the two pairing views keeps the pairing', async () => {
    const { kernel: k, fake } = await setup()
    openModal(k, { view: 'ConnectingWalletConnectBasic' })
    const { settled: connecting } = await propose(k, fake)
    push(k, 'ConnectingWalletConnect')
    fake.provider.proposals[0]!.approve(bothNamespaces())
    await expect(connecting).resolves.toMatchObject({ address: EVM_ADDRESS })
  })

  it("rule: a pairing abandoned while the plugin's code was still loading never starts", async () => {
    const { kernel: k, fake } = await setup()
    openModal(k, { view: 'ConnectingWalletConnect' })
    const connecting = connect(k, { connectorId: 'walletConnect', namespace: 'eip155' })
    goBack(k)
    expect(isPorticoError(await connecting.catch((caught: unknown) => caught), 'MODAL_CLOSED')).toBe(true)
    await settle()
    expect(fake.provider.proposals).toHaveLength(0)
  })
})
