import { describe, expect, it } from 'vitest'
import { KernelError } from '../../../core/errors/KernelError.js'
import type { Network } from '../../../core/types/network.js'
import { base, EVM_NETWORKS, evm, isEvmAddress, mainnet } from '../../../plugins/evm/index.js'
import { createTestKernel } from '../../helpers/createTestKernel.js'
import { mockChainPlugin } from '../../helpers/mockChainPlugin.js'
import { eip155, startEvmKernel } from './helpers/startEvmKernel.js'

const devnet: Network = { ...mainnet, id: 31337, caipNetworkId: 'eip155:31337', name: 'Devnet', rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } } }

describe('evm()', () => {
  it('rule: it is the plugin "evm", declaring the namespace eip155 once, at setup', async () => {
    expect(evm()).toMatchObject({ name: 'evm' })
    const kernel = createTestKernel().use(evm())
    await kernel.start()
    expect(kernel.store('registry').getState().namespaces.map((definition) => definition.namespace)).toEqual(['eip155'])
    await kernel.destroy()
  })

  it('rule: it registers eip155 as "EVM" with the address rule, the kernel\'s default account type and every capability', async () => {
    const kernel = await startEvmKernel()
    const definition = kernel.namespaces.get('eip155')!
    expect(definition.label).toBe('EVM')
    expect(definition.isAddress).toBe(isEvmAddress)
    expect(definition.defaultAccountType).toBe('smartAccount')
    expect(Object.keys(definition.capabilities ?? {}).sort()).toEqual([
      'estimateSendFee', 'getBalance', 'getNfts', 'getTokenBalances', 'sendNative', 'sendToken', 'signMessage', 'switchNetwork', 'waitForTransaction',
    ])
    await kernel.destroy()
  })

  it('rule: with no site networks the chain offers the fixed list, starting on Ethereum', async () => {
    const kernel = await startEvmKernel()
    expect(kernel.namespaces.get('eip155')!.networks).toEqual(EVM_NETWORKS)
    expect(eip155(kernel).network.requestedCaipNetworks).toEqual(EVM_NETWORKS)
    expect(eip155(kernel).network.caipNetwork?.caipNetworkId).toBe('eip155:1')
    await kernel.destroy()
  })

  it('rule: the site\'s eip155 networks win, and the registered list gains the ones it adds', async () => {
    const kernel = await startEvmKernel({ options: { networks: [devnet, base] } })
    expect(eip155(kernel).network.requestedCaipNetworks.map((n) => n.caipNetworkId)).toEqual(['eip155:31337', 'eip155:8453'])
    expect(eip155(kernel).network.caipNetwork?.caipNetworkId).toBe('eip155:31337')
    expect(kernel.namespaces.get('eip155')!.networks.at(-1)).toBe(devnet)
    await kernel.destroy()
  })

  it('rule: a second eip155 plugin is refused', async () => {
    const kernel = createTestKernel().use(evm()).use(mockChainPlugin({ namespace: 'eip155' }).plugin)
    await expect(kernel.start()).rejects.toBeInstanceOf(KernelError)
  })

  it('rule: destroy leaves no timer, listener or namespace behind', async () => {
    const kernel = await startEvmKernel()
    await kernel.destroy()
    expect(kernel.namespaces.size).toBe(0)
    expect(kernel.timers.pending()).toBe(0)
  })
})
