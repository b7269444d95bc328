import { describe, expect, it, afterEach } from 'vitest'
import { connect } from '../../../core/actions/connect.js'
import type { Kernel } from '../../../core/kernel/types.js'
import { createStorage } from '../../../core/storage/createStorage.js'
import { hydrate } from '../../../core/ssr/hydrate.js'
import type { InitialState } from '../../../core/ssr/sessionCookie.js'
import { createTestKernel } from '../../helpers/createTestKernel.js'
import { mockChainPlugin, mockNetwork } from '../../helpers/mockChainPlugin.js'

const ALICE = '0x1111111111111111111111111111111111111111'
const SESSION: InitialState = { active: 'eip155', chains: { eip155: { caipAddress: `eip155:2:${ALICE}`, connectorId: 'mock-eip155' } } }
const networks = [mockNetwork('eip155', '1', 'Mock One'), mockNetwork('eip155', '2', 'Mock Two')]

const kernels: Kernel[] = []
afterEach(async () => {
  for (const kernel of kernels.splice(0)) await kernel.destroy()
})

function kernelWith(restorable: boolean, storage = createStorage(null)) {
  const mock = mockChainPlugin({ networks, wallet: { restorable } })
  const kernel = createTestKernel({ networks }, { storage }).use(mock.plugin)
  kernels.push(kernel)
  return kernel
}

const eip155 = (kernel: Kernel) => kernel.store('chains').getState().byNamespace.eip155!

/** A storage that remembers the mock connector, as a visit that connected leaves it. */
async function rememberedStorage() {
  const storage = createStorage(null)
  const first = kernelWith(true, storage)
  await first.start()
  await connect(first, { connectorId: 'mock-eip155' })
  return storage
}

describe('hydrate', () => {
  it("rule: an idle kernel renders the cookie's account as connected, on the site's network it names, and the server state says the same", () => {
    const kernel = kernelWith(false)
    hydrate(kernel, SESSION)
    expect(eip155(kernel).account).toMatchObject({ status: 'connected', address: ALICE, caipAddress: `eip155:2:${ALICE}` })
    expect(eip155(kernel).network.caipNetwork?.name).toBe('Mock Two')
    expect(kernel.store('chains').getServerState()).toBe(kernel.store('chains').getState())
  })

  it('rule: start keeps the hydrated account while its wallet confirms it, never passing through connecting', async () => {
    const storage = await rememberedStorage()
    const kernel = kernelWith(true, storage)
    hydrate(kernel, SESSION)
    const statuses: string[] = []
    kernel.store('chains').subscribe((state) => void statuses.push(state.byNamespace.eip155!.account.status))
    await kernel.start()
    await expect.poll(() => eip155(kernel).account.balance).toBe('1.5')
    expect(statuses.every((status) => status === 'connected')).toBe(true)
    expect(eip155(kernel).account.address).toBe(ALICE)
  })

  it('rule: a hydrated account whose wallet no longer holds the session is taken back whole: disconnected, no address', async () => {
    const kernel = kernelWith(false)
    hydrate(kernel, SESSION)
    await kernel.start()
    await expect.poll(() => eip155(kernel).account.status).toBe('disconnected')
    expect(eip155(kernel).account.address).toBeUndefined()
    expect(eip155(kernel).connectorId).toBeUndefined()
  })

  it('rule: hydrate acts once and only before start', async () => {
    const kernel = kernelWith(false)
    await kernel.start()
    hydrate(kernel, SESSION)
    expect(eip155(kernel).account.status).toBe('disconnected')
  })
})
