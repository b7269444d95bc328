import { describe, expect, it, vi } from 'vitest'
import { connect } from '../../../core/actions/connect.js'
import { openModal } from '../../../core/actions/modalActions.js'
import { switchNetwork } from '../../../core/actions/switchNetwork.js'
import { STORAGE_KEYS } from '../../../core/constants/storageKeys.js'
import { AlertError } from '../../../core/errors/AlertError.js'
import { ChainError } from '../../../core/errors/ChainError.js'
import { KernelError } from '../../../core/errors/KernelError.js'
import { push } from '../../../core/router/router.js'
import { mockNetwork } from '../../helpers/mockChainPlugin.js'
import { chainOf, record, startTestKernel } from '../connection/startTestKernel.js'

const ADDRESS = '0x1111111111111111111111111111111111111111'

describe('switchNetwork', () => {
  it('rule: an unknown network id shows the NETWORK_NOT_FOUND alert and throws', async () => {
    const { kernel } = await startTestKernel()
    const error = await switchNetwork(kernel, 'eip155:424242').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(AlertError)
    expect(error).toMatchObject({ code: 'NETWORK_NOT_FOUND', shortMessage: 'Network Not Found' })
    expect(kernel.store('notifications').getState().alert).toMatchObject({ code: 'NETWORK_NOT_FOUND', variant: 'error' })
    expect(chainOf(kernel).network.caipNetwork?.caipNetworkId).toBe('eip155:1')
  })

  it('rule: a switch is needed only when the id differs from the active one', async () => {
    const { kernel, eip155 } = await startTestKernel()
    await connect(kernel, { connectorId: 'mock-eip155' })
    const changes = record(kernel, 'network:changed')
    await switchNetwork(kernel, 'eip155:1')
    expect(eip155.wallet.calls.switchNetwork).toEqual([])
    expect(changes).toEqual([])
  })

  it("rule: a connected chain asks its wallet through the namespace's switchNetwork capability, then updates the state", async () => {
    const { kernel, eip155, storage } = await startTestKernel({ eip155: { wallet: { balance: '7' } } })
    await connect(kernel, { connectorId: 'mock-eip155' })
    const changes = record(kernel, 'network:changed')
    await switchNetwork(kernel, 'eip155:2')
    expect(eip155.wallet.calls.switchNetwork).toEqual(['eip155:2'])
    expect(chainOf(kernel).network.caipNetwork?.caipNetworkId).toBe('eip155:2')
    expect(chainOf(kernel).account.caipAddress).toBe(`eip155:2:${ADDRESS}`)
    expect(storage.get(STORAGE_KEYS.lastUsedChainId)).toBe('eip155:2')
    expect(changes).toEqual([{ namespace: 'eip155', caipNetworkId: 'eip155:2' }])
    // The balance is fetched again, for the new network.
    await vi.waitFor(() => expect(chainOf(kernel).account.balance).toBe('7'))
  })

  it('rule: a chain that is not connected switches locally without asking a wallet', async () => {
    const { kernel, eip155, storage } = await startTestKernel()
    await switchNetwork(kernel, 'eip155:2')
    expect(eip155.wallet.calls.switchNetwork).toEqual([])
    expect(chainOf(kernel).network.caipNetwork?.caipNetworkId).toBe('eip155:2')
    expect(storage.get(STORAGE_KEYS.lastUsedChainId)).toBe('eip155:2')
  })

  it('rule: switching to a network in another namespace changes the active chain', async () => {
    const { kernel } = await startTestKernel({ solana: true })
    expect(kernel.store('chains').getState().activeNamespace).toBe('eip155')
    await switchNetwork(kernel, 'solana:2')
    expect(kernel.store('chains').getState().activeNamespace).toBe('solana')
    expect(chainOf(kernel, 'solana').network.caipNetwork?.caipNetworkId).toBe('solana:2')
    // The same id the other chain sits on is still a switch when that chain is not the active one.
    await switchNetwork(kernel, 'eip155:1')
    expect(kernel.store('chains').getState().activeNamespace).toBe('eip155')
  })

  it("rule: moving back to a connected namespace's own network asks its wallet nothing (the id does not differ)", async () => {
    const { kernel, solana } = await startTestKernel({ solana: true })
    await connect(kernel, { connectorId: 'mock-solana' })
    await switchNetwork(kernel, 'eip155:2')
    const network = chainOf(kernel, 'solana').network.caipNetwork!.caipNetworkId
    await switchNetwork(kernel, network)
    expect(kernel.store('chains').getState().activeNamespace).toBe('solana')
    expect(solana!.wallet.calls.switchNetwork).toEqual([])
  })

  it('rule: moving between namespaces keeps each connected account and network as it was', async () => {
    const { kernel } = await startTestKernel({ solana: true })
    await connect(kernel, { connectorId: 'mock-eip155' })
    await connect(kernel, { connectorId: 'mock-solana' })
    await switchNetwork(kernel, 'eip155:2')
    const evmBefore = chainOf(kernel).account.address
    const solanaBefore = chainOf(kernel, 'solana').account.address
    await switchNetwork(kernel, 'solana:2')
    await switchNetwork(kernel, 'eip155:2')
    await switchNetwork(kernel, 'solana:2')
    expect(kernel.store('chains').getState().activeNamespace).toBe('solana')
    expect(chainOf(kernel).account).toMatchObject({ status: 'connected', address: evmBefore, caipAddress: `eip155:2:${evmBefore}` })
    expect(chainOf(kernel).network.caipNetwork?.caipNetworkId).toBe('eip155:2')
    expect(chainOf(kernel, 'solana').account).toMatchObject({ status: 'connected', address: solanaBefore })
    expect(evmBefore).toBeTruthy()
    expect(solanaBefore).toBeTruthy()
  })

  it('rule: switch-network failure goes back one view and rethrows, leaving the network unchanged', async () => {
    const refused = new Error('user rejected')
    const { kernel } = await startTestKernel()
    await connect(kernel, { connectorId: 'mock-eip155' })
    vi.spyOn(kernel.namespaces.get('eip155')!.capabilities!, 'switchNetwork').mockRejectedValue(refused)
    const changes = record(kernel, 'network:changed')
    openModal(kernel, { view: 'Account' })
    push(kernel, 'Networks')
    push(kernel, 'SwitchNetwork')

    await expect(switchNetwork(kernel, 'eip155:2')).rejects.toBe(refused)

    expect(kernel.store('router').getState().view).toBe('Networks')
    expect(chainOf(kernel).network.caipNetwork?.caipNetworkId).toBe('eip155:1')
    expect(changes).toEqual([])
  })

  it('rule: a visitor who declines the switch is told they declined (SWITCH_REJECTED), and goes back one view', async () => {
    const declined = new ChainError('USER_REJECTED', { details: 'wallet_switchEthereumChain (code 4001)' })
    const { kernel } = await startTestKernel()
    await connect(kernel, { connectorId: 'mock-eip155' })
    vi.spyOn(kernel.namespaces.get('eip155')!.capabilities!, 'switchNetwork').mockRejectedValue(declined)
    openModal(kernel, { view: 'Account' })
    push(kernel, 'Networks')
    push(kernel, 'SwitchNetwork')

    const error = await switchNetwork(kernel, 'eip155:2').catch((e: unknown) => e)

    expect(error).toBeInstanceOf(ChainError)
    expect(error).toMatchObject({ code: 'SWITCH_REJECTED', shortMessage: 'You declined the network switch', cause: declined })
    expect(kernel.store('router').getState().view).toBe('Networks')
    expect(chainOf(kernel).network.caipNetwork?.caipNetworkId).toBe('eip155:1')
  })

  it('rule: a switch that fails for another reason keeps its own error (no rejection message)', async () => {
    const unsupported = new ChainError('CHAIN_NOT_SUPPORTED')
    const { kernel } = await startTestKernel()
    await connect(kernel, { connectorId: 'mock-eip155' })
    vi.spyOn(kernel.namespaces.get('eip155')!.capabilities!, 'switchNetwork').mockRejectedValue(unsupported)
    await expect(switchNetwork(kernel, 'eip155:2')).rejects.toBe(unsupported)
  })

  it('rule: a successful switch clears the unsupported mark', async () => {
    const { kernel } = await startTestKernel({ options: { allowUnsupportedChain: true }, eip155: { wallet: { caipNetworkId: 'eip155:999' } } })
    await connect(kernel, { connectorId: 'mock-eip155' })
    expect(chainOf(kernel).network.unsupported).toBe(true)
    await switchNetwork(kernel, 'eip155:1')
    expect(chainOf(kernel).network.unsupported).toBe(false)
    expect(chainOf(kernel).network.caipNetwork?.name).toBe('Mock One')
  })

  it('rule: a configured network whose namespace has no adapter fails with ADAPTER_MISSING', async () => {
    const polkadot = mockNetwork('polkadot', 'relay')
    const { kernel } = await startTestKernel({ options: { networks: [mockNetwork('eip155', '1'), polkadot] } })
    const error = await switchNetwork(kernel, 'polkadot:relay').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(KernelError)
    expect(error).toMatchObject({ code: 'ADAPTER_MISSING' })
  })
})
