// @vitest-environment happy-dom
import { connect as wagmiConnect, createConfig, disconnect as wagmiDisconnect, getAccount, http, reconnect, switchChain } from '@wagmi/core'
import { mainnet, optimism } from 'viem/chains'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { closeModal } from '../../../core/actions/modalActions.js'
import { connect } from '../../../core/actions/connect.js'
import { disconnect } from '../../../core/actions/disconnect.js'
import { switchNetwork } from '../../../core/actions/switchNetwork.js'
import type { Kernel } from '../../../core/kernel/types.js'
import { createStorage } from '../../../core/storage/createStorage.js'
import { portico } from '../../../plugins/wagmi/index.js'
import { announceOnRequest, walletInfo } from '../evm/helpers/announceWallet.js'
import { ALICE, BOB, MockEip1193Wallet } from '../evm/helpers/MockEip1193Wallet.js'
import { eip155, startEvmKernel } from '../evm/helpers/startEvmKernel.js'

const cleanups: (() => void)[] = []
const kernels: Kernel[] = []
afterEach(async () => {
  for (const kernel of kernels.splice(0)) await kernel.destroy()
  for (const cleanup of cleanups.splice(0)) cleanup()
})

async function setup(options: { storage?: ReturnType<typeof createStorage>; wallet?: MockEip1193Wallet } = {}) {
  const wallet = options.wallet ?? new MockEip1193Wallet()
  cleanups.push(announceOnRequest(wallet, walletInfo('Fox', 'com.fox')))
  const kernel = await startEvmKernel(options.storage ? { storage: options.storage } : {})
  kernels.push(kernel)
  // No storage and no EIP-6963 discovery of wagmi's own: the Portico connector is wagmi's only way in.
  const config = createConfig({
    chains: [mainnet, optimism],
    connectors: [portico({ kernel })],
    transports: { [mainnet.id]: http('http://127.0.0.1:9'), [optimism.id]: http('http://127.0.0.1:9') },
    multiInjectedProviderDiscovery: false,
    storage: null,
  })
  const connector = config.connectors[0]!
  return { kernel, wallet, config, connector }
}

const isModalOpen = (kernel: Kernel) => kernel.store('modal').getState().open

describe('portico/wagmi', () => {
  it("rule: wagmi's connect opens Portico's modal and resolves with the account the visitor connects there", async () => {
    const { kernel, config, connector } = await setup()
    const connecting = wagmiConnect(config, { connector })
    await vi.waitFor(() => expect(isModalOpen(kernel)).toBe(true))
    await connect(kernel, { connectorId: 'com.fox' })
    await expect(connecting).resolves.toEqual({ accounts: [ALICE], chainId: 1 })
    expect(getAccount(config)).toMatchObject({ status: 'connected', address: ALICE, chainId: 1 })
  })

  it("rule: closing the modal without connecting ends wagmi's connect with SPEC's 'Modal closed'", async () => {
    const { kernel, config, connector } = await setup()
    const connecting = wagmiConnect(config, { connector })
    await vi.waitFor(() => expect(isModalOpen(kernel)).toBe(true))
    closeModal(kernel)
    await expect(connecting).rejects.toThrow('Modal closed')
    expect(getAccount(config).status).toBe('disconnected')
  })

  it("rule: a connection made with Portico's own button reaches wagmi without wagmi asking", async () => {
    const { kernel, config } = await setup()
    await connect(kernel, { connectorId: 'com.fox' })
    await vi.waitFor(() => expect(getAccount(config)).toMatchObject({ status: 'connected', address: ALICE, chainId: 1 }))
  })

  it("rule: a switch in either library moves the other: Portico's network to wagmi's chainId, wagmi's switchChain to Portico's network", async () => {
    const { kernel, config, connector } = await setup()
    const connecting = wagmiConnect(config, { connector })
    await vi.waitFor(() => expect(isModalOpen(kernel)).toBe(true))
    await connect(kernel, { connectorId: 'com.fox' })
    await connecting

    await switchNetwork(kernel, 'eip155:10')
    await vi.waitFor(() => expect(getAccount(config).chainId).toBe(10))

    await switchChain(config, { chainId: 1 })
    expect(eip155(kernel).network.caipNetwork?.caipNetworkId).toBe('eip155:1')
    expect(getAccount(config).chainId).toBe(1)
  })

  it('rule: an account change in the wallet reaches wagmi as a change of address', async () => {
    const { kernel, wallet, config } = await setup()
    await connect(kernel, { connectorId: 'com.fox' })
    await vi.waitFor(() => expect(getAccount(config).address).toBe(ALICE))
    wallet.accounts = [BOB]
    wallet.emit('accountsChanged', [BOB])
    await vi.waitFor(() => expect(getAccount(config).address).toBe(BOB))
  })

  it('rule: disconnecting in either library disconnects the other', async () => {
    const { kernel, config, connector } = await setup()
    await connect(kernel, { connectorId: 'com.fox' })
    await vi.waitFor(() => expect(getAccount(config).status).toBe('connected'))
    await wagmiDisconnect(config, { connector })
    expect(eip155(kernel).account.status).toBe('disconnected')

    await connect(kernel, { connectorId: 'com.fox' })
    await vi.waitFor(() => expect(getAccount(config).status).toBe('connected'))
    await disconnect(kernel, { namespace: 'eip155' })
    await vi.waitFor(() => expect(getAccount(config).status).toBe('disconnected'))
  })

  it("rule: wagmi's reconnect on load restores the session Portico restored, and never opens the modal for one that is gone", async () => {
    const storage = createStorage(null)
    const wallet = new MockEip1193Wallet()
    const first = await setup({ storage, wallet })
    await connect(first.kernel, { connectorId: 'com.fox' })
    await first.kernel.destroy()

    const again = await setup({ storage, wallet })
    await reconnect(again.config, { connectors: [again.connector] })
    expect(getAccount(again.config)).toMatchObject({ status: 'connected', address: ALICE })

    const fresh = await setup()
    await reconnect(fresh.config, { connectors: [fresh.connector] })
    expect(getAccount(fresh.config).status).toBe('disconnected')
    expect(isModalOpen(fresh.kernel)).toBe(false)
  })
})
