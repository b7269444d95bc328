import { describe, expect, it } from 'vitest'
import { STORAGE_KEYS } from '../../../core/constants/storageKeys.js'
import { attachConnectionSync } from '../../../core/connection/attachConnectionSync.js'
import { definePlugin } from '../../../core/kernel/definePlugin.js'
import { createTestKernel } from '../../helpers/createTestKernel.js'
import { mockNetwork } from '../../helpers/mockChainPlugin.js'
import { chainOf, startTestKernel } from './startTestKernel.js'

describe('initChains', () => {
  it('rule: every registered namespace gets chain state with its networks, first network and default account type', async () => {
    const { kernel, eip155, solana } = await startTestKernel({ solana: true })
    const chains = kernel.store('chains').getState()
    expect(Object.keys(chains.byNamespace)).toEqual(['eip155', 'solana'])
    expect(chainOf(kernel).network.requestedCaipNetworks.map((n) => n.caipNetworkId)).toEqual(eip155.networks.map((n) => n.caipNetworkId))
    expect(chainOf(kernel).network.caipNetwork?.caipNetworkId).toBe('eip155:1')
    expect(chainOf(kernel, 'solana').network.requestedCaipNetworks).toHaveLength(solana!.networks.length)
    expect(chainOf(kernel, 'solana').network.caipNetwork?.caipNetworkId).toBe('solana:1')
    // SPEC section 9: eip155 smartAccount, solana eoa.
    expect(chainOf(kernel).account.preferredAccountType).toBe('smartAccount')
    expect(chainOf(kernel, 'solana').account.preferredAccountType).toBe('eoa')
    expect(chains.activeNamespace).toBe('eip155')
  })

  it("rule: the site's networks for a namespace replace the namespace's own list", async () => {
    const only = mockNetwork('eip155', '2', 'Site Two')
    const { kernel } = await startTestKernel({ options: { networks: [only] } })
    expect(chainOf(kernel).network.requestedCaipNetworks.map((n) => n.name)).toEqual(['Site Two'])
    expect(chainOf(kernel).network.caipNetwork?.caipNetworkId).toBe('eip155:2')
  })

  it("rule: the default network wins in its namespace and makes that namespace the active one", async () => {
    const { kernel } = await startTestKernel({
      solana: true,
      options: { defaultNetwork: mockNetwork('solana', '2', 'Mock Two') },
      storage: { [STORAGE_KEYS.lastUsedChainId]: 'eip155:2' },
    })
    expect(chainOf(kernel, 'solana').network.caipNetwork?.caipNetworkId).toBe('solana:2')
    expect(kernel.store('chains').getState().activeNamespace).toBe('solana')
    // The default network names another namespace, so eip155 still restores the last used chain.
    expect(chainOf(kernel).network.caipNetwork?.caipNetworkId).toBe('eip155:2')
  })

  it('rule: the last used chain id from storage is restored when it is configured', async () => {
    const { kernel } = await startTestKernel({ storage: { [STORAGE_KEYS.lastUsedChainId]: 'eip155:2' } })
    expect(chainOf(kernel).network.caipNetwork?.caipNetworkId).toBe('eip155:2')
  })

  it('rule: a last used chain id that is not configured falls back to the first network', async () => {
    const { kernel } = await startTestKernel({ storage: { [STORAGE_KEYS.lastUsedChainId]: 'eip155:999' } })
    expect(chainOf(kernel).network.caipNetwork?.caipNetworkId).toBe('eip155:1')
  })

  it("rule: a namespace's own default account type overrides SPEC's default", async () => {
    const kernel = createTestKernel()
    kernel.use(definePlugin({
      name: 'eoa-first-evm',
      namespace: 'eip155',
      setup(ctx) {
        ctx.registerNamespace({ namespace: 'eip155', networks: [mockNetwork('eip155', '1')], isAddress: () => true, defaultAccountType: 'eoa' })
      },
    }))
    attachConnectionSync(kernel)
    await kernel.start()
    expect(chainOf(kernel).account.preferredAccountType).toBe('eoa')
  })
})
