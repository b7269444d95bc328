import { afterEach, describe, expect, it } from 'vitest'
import type { Kernel } from '../../../../core/kernel/types.js'
import type { Network } from '../../../../core/types/network.js'
import { requestedNamespaces } from '../../../../plugins/walletconnect/namespaces/requestedNamespaces.js'
import { createTestKernel } from '../../../helpers/createTestKernel.js'
import { mockChainPlugin, mockNetwork } from '../../../helpers/mockChainPlugin.js'

let kernel: Kernel | undefined

afterEach(async () => {
  await kernel?.destroy()
  kernel = undefined
})

async function kernelWith(networks: Network[]) {
  const { plugin } = mockChainPlugin({ networks })
  kernel = createTestKernel({ networks, rpcUrl: 'https://rpc.portico.test' }).use(plugin)
  await kernel.start()
  return kernel
}

describe('requestedNamespaces', () => {
  it("rule: the site's own RPC URL is used, else Portico's public endpoint, never the SDK's hosted one", async () => {
    const own = mockNetwork('eip155', '1')
    const none: Network = { ...mockNetwork('eip155', '5'), rpcUrls: { default: { http: [] } } }
    const k = await kernelWith([own, none])
    expect(requestedNamespaces(k, {}).eip155?.rpcMap).toEqual({
      1: 'http://127.0.0.1:8545',
      5: 'https://rpc.portico.test/v1/?chainId=eip155%3A5&projectId=test-project-id',
    })
  })

  it('rule: an RPC URL that is not http(s) is not put in the map', async () => {
    const hostile: Network = { ...mockNetwork('eip155', '7'), rpcUrls: { default: { http: ['javascript:alert(1)'] } } }
    const k = await kernelWith([hostile])
    expect(requestedNamespaces(k, {}).eip155?.rpcMap?.[7]).toBe('https://rpc.portico.test/v1/?chainId=eip155%3A7&projectId=test-project-id')
  })

  it("rule: a namespace asks for what its plugin's `remote` names; the site's `namespaces` option replaces it; without a `remote` only its chains", async () => {
    const toy = mockChainPlugin({ namespace: 'toy', networks: [mockNetwork('toy', '1')], remote: { methods: ['toy_sign'], events: ['toyChanged'], provider: () => ({}) } })
    const plain = mockChainPlugin({ namespace: 'plain', networks: [mockNetwork('plain', '1')] })
    kernel = createTestKernel({ networks: [...toy.networks, ...plain.networks] }).use(toy.plugin).use(plain.plugin)
    await kernel.start()
    expect(requestedNamespaces(kernel, {})).toMatchObject({
      toy: { chains: ['toy:1'], methods: ['toy_sign'], events: ['toyChanged'] },
      plain: { chains: ['plain:1'], methods: [], events: [] },
    })
    expect(requestedNamespaces(kernel, { toy: { methods: ['toy_other'], events: [] } }).toy).toMatchObject({ methods: ['toy_other'], events: [] })
  })

  it('rule: a network id of the wrong shape is not proposed', async () => {
    const broken: Network = { ...mockNetwork('eip155', '1'), caipNetworkId: 'eip155:1:0x1' as Network['caipNetworkId'] }
    const k = await kernelWith([mockNetwork('eip155', '2'), broken])
    expect(requestedNamespaces(k, {}).eip155?.chains).toEqual(['eip155:2'])
  })
})
