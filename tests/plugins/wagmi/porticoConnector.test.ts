// @vitest-environment happy-dom
import * as core3 from '@wagmi/core'
import * as core2 from '@wagmi/core-2'
import * as core216 from '@wagmi/core-2.16'
import { mainnet, optimism } from 'viem/chains'
import manifest from '../../../package.json' with { type: 'json' }
import { afterEach, describe, expect, it, vi } from 'vitest'
import { closeModal } from '../../../core/actions/modalActions.js'
import { connect } from '../../../core/actions/connect.js'
import { disconnect } from '../../../core/actions/disconnect.js'
import { switchNetwork } from '../../../core/actions/switchNetwork.js'
import type { Kernel } from '../../../core/kernel/types.js'
import { createStorage } from '../../../core/storage/createStorage.js'
import { portico, type PorticoProvider } from '../../../plugins/wagmi/index.js'
import { announceOnRequest, walletInfo } from '../evm/helpers/announceWallet.js'
import { ALICE, BOB, MockEip1193Wallet, SIGNATURE } from '../evm/helpers/MockEip1193Wallet.js'
import { eip155, startEvmKernel } from '../evm/helpers/startEvmKernel.js'

const cleanups: (() => void)[] = []
const kernels: Kernel[] = []
afterEach(async () => {
  for (const kernel of kernels.splice(0)) await kernel.destroy()
  for (const cleanup of cleanups.splice(0)) cleanup()
})

/** The chains of both configs: wagmi types a chainId by the config's chains. */
type ChainId = (typeof mainnet | typeof optimism)['id']

/** wagmi's actions as these rules drive them, bound to one version's own config and connector. */
interface Wagmi {
  connect(options?: { chainId?: ChainId; withCapabilities?: boolean }): Promise<{ accounts: readonly unknown[]; chainId: number }>
  account(): { status: string; address: string | undefined; chainId: number | undefined }
  switchChain(chainId: ChainId): Promise<unknown>
  disconnect(): Promise<void>
  reconnect(): Promise<unknown>
  signMessage(message: string): Promise<string>
}

// Nothing listens on port 9: a read that reached wagmi's transports would fail, not go out.
const OFFLINE_RPC = 'http://127.0.0.1:9'

// No storage and no EIP-6963 discovery of wagmi's own: the Portico connector is wagmi's only way in.
function wagmi3(kernel: Kernel): Wagmi {
  const config = core3.createConfig({
    chains: [mainnet, optimism],
    connectors: [portico({ kernel })],
    transports: { [mainnet.id]: core3.http(OFFLINE_RPC), [optimism.id]: core3.http(OFFLINE_RPC) },
    multiInjectedProviderDiscovery: false,
    storage: null,
  })
  const [connector] = config.connectors
  return {
    connect: (options = {}) => core3.connect(config, { connector, ...options }),
    account: () => core3.getConnection(config),
    switchChain: (chainId) => core3.switchChain(config, { chainId }),
    disconnect: () => core3.disconnect(config, { connector }),
    reconnect: () => core3.reconnect(config, { connectors: [connector] }),
    signMessage: (message) => core3.signMessage(config, { message }),
  }
}

function wagmi2(kernel: Kernel): Wagmi {
  const config = core2.createConfig({
    chains: [mainnet, optimism],
    // portico() is typed by the @wagmi/core this file compiles against, 3; a wagmi 2 site's compiler
    // resolves its own 2. tsconfig.wagmi2.json checks the connector against 2's types.
    connectors: [portico({ kernel }) as core2.CreateConnectorFn<PorticoProvider>],
    transports: { [mainnet.id]: core2.http(OFFLINE_RPC), [optimism.id]: core2.http(OFFLINE_RPC) },
    multiInjectedProviderDiscovery: false,
    storage: null,
  })
  const connector = config.connectors[0]!
  return {
    connect: (options = {}) => core2.connect(config, { connector, ...options }),
    account: () => core2.getAccount(config),
    switchChain: (chainId) => core2.switchChain(config, { chainId }),
    disconnect: () => core2.disconnect(config, { connector }),
    reconnect: () => core2.reconnect(config, { connectors: [connector] }),
    signMessage: (message) => core2.signMessage(config, { message }),
  }
}

// The same as wagmi2, typed by 2.16's own types, which differ from the newest 2's (withCapabilities).
function wagmi216(kernel: Kernel): Wagmi {
  const config = core216.createConfig({
    chains: [mainnet, optimism],
    // Neither 3's CreateConnectorFn nor 2.16's is assignable to the other (3 hands connectors its
    // EIP-6963 providers, 2.16's connect knows no withCapabilities): unknown in between.
    connectors: [portico({ kernel }) as unknown as core216.CreateConnectorFn<PorticoProvider>],
    transports: { [mainnet.id]: core216.http(OFFLINE_RPC), [optimism.id]: core216.http(OFFLINE_RPC) },
    multiInjectedProviderDiscovery: false,
    storage: null,
  })
  const connector = config.connectors[0]!
  return {
    // 2.16's types refuse withCapabilities, and its action would store the answer without reading it.
    connect: ({ chainId } = {}) => core216.connect(config, { connector, chainId }),
    account: () => core216.getAccount(config),
    switchChain: (chainId) => core216.switchChain(config, { chainId }),
    disconnect: () => core216.disconnect(config, { connector }),
    reconnect: () => core216.reconnect(config, { connectors: [connector] }),
    signMessage: (message) => core216.signMessage(config, { message }),
  }
}

/**
 * The versions package.json's peer range names: 3, the newest 2 (what a RainbowKit 2.2 or ConnectKit
 * 1.9 site installs today) and 2.16.0, the range's floor. withCapabilities came in 2.21: older
 * versions neither type nor pass it.
 */
const VERSIONS = [
  { name: '@wagmi/core 3', version: core3.version, expected: /^3\./, withCapabilities: true, wagmiFor: wagmi3 },
  { name: '@wagmi/core 2', version: core2.version, expected: /^2\./, withCapabilities: true, wagmiFor: wagmi2 },
  { name: '@wagmi/core 2.16.0', version: core216.version, expected: /^2\.16\.0$/, withCapabilities: false, wagmiFor: wagmi216 },
]

async function setup(wagmiFor: (kernel: Kernel) => Wagmi, options: { storage?: ReturnType<typeof createStorage>; wallet?: MockEip1193Wallet } = {}) {
  const wallet = options.wallet ?? new MockEip1193Wallet()
  cleanups.push(announceOnRequest(wallet, walletInfo('Fox', 'com.fox')))
  const kernel = await startEvmKernel(options.storage ? { storage: options.storage } : {})
  kernels.push(kernel)
  return { kernel, wallet, wagmi: wagmiFor(kernel) }
}

const isModalOpen = (kernel: Kernel) => kernel.store('modal').getState().open

describe("portico/wagmi's peer range", () => {
  it('rule: the lowest @wagmi/core 2 that package.json lets a site install is one these rules run on', () => {
    const floor = /\^2\.(\d+)\b/.exec(manifest.peerDependencies['@wagmi/core'])?.[1]
    expect(`2.${floor}.0`).toBe(core216.version)
  })
})

describe.each(VERSIONS)('portico/wagmi on $name', ({ version, expected, withCapabilities, wagmiFor }) => {
  it('rule: each run drives the @wagmi/core it names', () => {
    expect(version).toMatch(expected)
  })

  it("rule: wagmi's connect opens Portico's modal and resolves with the account the visitor connects there", async () => {
    const { kernel, wagmi } = await setup(wagmiFor)
    const connecting = wagmi.connect()
    await vi.waitFor(() => expect(isModalOpen(kernel)).toBe(true))
    await connect(kernel, { connectorId: 'com.fox' })
    await expect(connecting).resolves.toEqual({ accounts: [ALICE], chainId: 1 })
    expect(wagmi.account()).toMatchObject({ status: 'connected', address: ALICE, chainId: 1 })
  })

  it.runIf(withCapabilities)("rule: wagmi's connect asked withCapabilities resolves with each account as an address and its capabilities", async () => {
    const { kernel, wagmi } = await setup(wagmiFor)
    const connecting = wagmi.connect({ withCapabilities: true })
    await vi.waitFor(() => expect(isModalOpen(kernel)).toBe(true))
    await connect(kernel, { connectorId: 'com.fox' })
    await expect(connecting).resolves.toEqual({ accounts: [{ address: ALICE, capabilities: {} }], chainId: 1 })
    expect(wagmi.account()).toMatchObject({ status: 'connected', address: ALICE })
  })

  it("rule: wagmi's connect with a chainId connects and then moves Portico to that chain", async () => {
    const { kernel, wagmi } = await setup(wagmiFor)
    const connecting = wagmi.connect({ chainId: 10 })
    await vi.waitFor(() => expect(isModalOpen(kernel)).toBe(true))
    await connect(kernel, { connectorId: 'com.fox' })
    await expect(connecting).resolves.toEqual({ accounts: [ALICE], chainId: 10 })
    expect(eip155(kernel).network.caipNetwork?.caipNetworkId).toBe('eip155:10')
  })

  it("rule: closing the modal without connecting ends wagmi's connect with SPEC's 'Modal closed'", async () => {
    const { kernel, wagmi } = await setup(wagmiFor)
    const connecting = wagmi.connect()
    await vi.waitFor(() => expect(isModalOpen(kernel)).toBe(true))
    closeModal(kernel)
    await expect(connecting).rejects.toThrow('Modal closed')
    expect(wagmi.account().status).toBe('disconnected')
  })

  it("rule: a connection made with Portico's own button reaches wagmi without wagmi asking", async () => {
    const { kernel, wagmi } = await setup(wagmiFor)
    await connect(kernel, { connectorId: 'com.fox' })
    await vi.waitFor(() => expect(wagmi.account()).toMatchObject({ status: 'connected', address: ALICE, chainId: 1 }))
  })

  it("rule: a switch in either library moves the other: Portico's network to wagmi's chainId, wagmi's switchChain to Portico's network", async () => {
    const { kernel, wagmi } = await setup(wagmiFor)
    const connecting = wagmi.connect()
    await vi.waitFor(() => expect(isModalOpen(kernel)).toBe(true))
    await connect(kernel, { connectorId: 'com.fox' })
    await connecting

    await switchNetwork(kernel, 'eip155:10')
    await vi.waitFor(() => expect(wagmi.account().chainId).toBe(10))

    await wagmi.switchChain(1)
    expect(eip155(kernel).network.caipNetwork?.caipNetworkId).toBe('eip155:1')
    expect(wagmi.account().chainId).toBe(1)
  })

  it('rule: an account change in the wallet reaches wagmi as a change of address', async () => {
    const { kernel, wallet, wagmi } = await setup(wagmiFor)
    await connect(kernel, { connectorId: 'com.fox' })
    await vi.waitFor(() => expect(wagmi.account().address).toBe(ALICE))
    wallet.accounts = [BOB]
    wallet.emit('accountsChanged', [BOB])
    await vi.waitFor(() => expect(wagmi.account().address).toBe(BOB))
  })

  it("rule: wagmi's signMessage goes to the wallet through the provider Portico holds", async () => {
    const { kernel, wallet, wagmi } = await setup(wagmiFor)
    await connect(kernel, { connectorId: 'com.fox' })
    await vi.waitFor(() => expect(wagmi.account().status).toBe('connected'))
    await expect(wagmi.signMessage('hello')).resolves.toBe(SIGNATURE)
    expect(wallet.paramsOf('personal_sign')).toEqual([['0x68656c6c6f', ALICE]])
  })

  it('rule: disconnecting in either library disconnects the other', async () => {
    const { kernel, wagmi } = await setup(wagmiFor)
    await connect(kernel, { connectorId: 'com.fox' })
    await vi.waitFor(() => expect(wagmi.account().status).toBe('connected'))
    await wagmi.disconnect()
    expect(eip155(kernel).account.status).toBe('disconnected')

    await connect(kernel, { connectorId: 'com.fox' })
    await vi.waitFor(() => expect(wagmi.account().status).toBe('connected'))
    await disconnect(kernel, { namespace: 'eip155' })
    await vi.waitFor(() => expect(wagmi.account().status).toBe('disconnected'))
  })

  it("rule: wagmi's reconnect on load restores the session Portico restored, and never opens the modal for one that is gone", async () => {
    const storage = createStorage(null)
    const wallet = new MockEip1193Wallet()
    const first = await setup(wagmiFor, { storage, wallet })
    await connect(first.kernel, { connectorId: 'com.fox' })
    await first.kernel.destroy()

    const again = await setup(wagmiFor, { storage, wallet })
    await again.wagmi.reconnect()
    expect(again.wagmi.account()).toMatchObject({ status: 'connected', address: ALICE })

    const fresh = await setup(wagmiFor)
    await fresh.wagmi.reconnect()
    expect(fresh.wagmi.account().status).toBe('disconnected')
    expect(isModalOpen(fresh.kernel)).toBe(false)
  })
})
