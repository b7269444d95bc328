import { describe, expect, it } from 'vitest'
import { connect } from '../../../core/actions/connect.js'
import { addNetwork, removeNetwork } from '../../../core/actions/networkList.js'
import { mockNetwork } from '../../helpers/mockChainPlugin.js'
import { chainOf, startTestKernel } from '../connection/startTestKernel.js'

const ids = (kernel: Parameters<typeof chainOf>[0], namespace: 'eip155' | 'solana' = 'eip155') =>
  chainOf(kernel, namespace).network.requestedCaipNetworks.map((network) => network.caipNetworkId)

describe('addNetwork and removeNetwork', () => {
  it('rule: adding needs a registered plugin for the namespace', async () => {
    const { kernel } = await startTestKernel()
    expect(() => addNetwork(kernel, mockNetwork('cosmos', 'hub'))).toThrow(expect.objectContaining({ code: 'ADAPTER_MISSING' }))
    await expect(removeNetwork(kernel, 'cosmos:hub')).rejects.toMatchObject({ code: 'ADAPTER_MISSING' })
  })

  it('rule: adding appends the network to its namespace, and a duplicate id is ignored', async () => {
    const { kernel } = await startTestKernel({ solana: true })
    addNetwork(kernel, mockNetwork('eip155', '3', 'Mock Three'))
    addNetwork(kernel, mockNetwork('eip155', '3', 'Another Three'))
    expect(ids(kernel)).toEqual(['eip155:1', 'eip155:2', 'eip155:3'])
    expect(chainOf(kernel).network.requestedCaipNetworks.at(-1)?.name).toBe('Mock Three')
    expect(ids(kernel, 'solana')).toEqual(['solana:1', 'solana:2'])
  })

  it('rule: removing a network the chain is not on takes it off the list; an unlisted id changes nothing', async () => {
    const { kernel } = await startTestKernel()
    await removeNetwork(kernel, 'eip155:2')
    await removeNetwork(kernel, 'eip155:99')
    expect(ids(kernel)).toEqual(['eip155:1'])
    expect(chainOf(kernel).network.caipNetwork?.caipNetworkId).toBe('eip155:1')
  })

  it('rule: removing the active network moves the chain to another one first, through the wallet when connected', async () => {
    const { kernel, eip155 } = await startTestKernel()
    await connect(kernel, { connectorId: 'mock-eip155' })
    await removeNetwork(kernel, 'eip155:1')
    expect(eip155.wallet.calls.switchNetwork).toEqual(['eip155:2'])
    expect(chainOf(kernel).network.caipNetwork?.caipNetworkId).toBe('eip155:2')
    expect(ids(kernel)).toEqual(['eip155:2'])
  })

  it('rule: a namespace keeps its last network', async () => {
    const { kernel } = await startTestKernel()
    await removeNetwork(kernel, 'eip155:2')
    await expect(removeNetwork(kernel, 'eip155:1')).rejects.toMatchObject({ code: 'NETWORK_MISSING' })
    expect(ids(kernel)).toEqual(['eip155:1'])
  })
})
