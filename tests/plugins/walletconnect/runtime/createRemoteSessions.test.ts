import { afterEach, describe, expect, it, vi } from 'vitest'
import { getProvider } from '../../../../core/actions/getProvider.js'
import type { Kernel } from '../../../../core/kernel/types.js'
import type { RemoteNamespace } from '../../../../core/remote/RemoteSession.js'
import { connectThroughWallet } from '../helpers/connectThroughWallet.js'
import { fakeSession } from '../helpers/fakeUniversalProvider.js'
import { EVM_ADDRESS, walletConnectKernel } from '../helpers/walletConnectKernel.js'

let kernel: Kernel | undefined
afterEach(async () => {
  await kernel?.destroy()
  kernel = undefined
})

const session = () => fakeSession({ eip155: { accounts: [`eip155:1:${EVM_ADDRESS}`], methods: ['personal_sign'] } })

describe("each namespace's provider over the session", () => {
  it('rule: a namespace shows as connected only once the provider its plugin makes (later, from a chunk) is there', async () => {
    let finish: ((provider: object) => void) | undefined
    const made = { kind: 'made' }
    const remote: RemoteNamespace = { methods: ['personal_sign'], events: [], provider: () => new Promise((resolve) => (finish = resolve)) }
    const setup = await walletConnectKernel({ remotes: { eip155: remote } })
    kernel = setup.kernel
    const connecting = connectThroughWallet(setup.kernel, setup.fake.provider, session())
    // The wallet approved; the plugin's provider is still loading.
    await vi.waitFor(() => expect(finish).toBeDefined())
    expect(setup.kernel.store('chains').getState().byNamespace.eip155?.account.status).not.toBe('connected')
    finish!(made)
    await connecting
    expect(setup.kernel.store('chains').getState().byNamespace.eip155?.account.status).toBe('connected')
    expect(getProvider(setup.kernel, 'eip155')).toBe(made)
  })

  it("rule: a plugin's provider that fails is none, and nothing else of the connection fails", async () => {
    const remote: RemoteNamespace = { methods: ['personal_sign'], events: [], provider: () => { throw new Error('chunk failed') } }
    const setup = await walletConnectKernel({ remotes: { eip155: remote } })
    kernel = setup.kernel
    await connectThroughWallet(setup.kernel, setup.fake.provider, session())
    expect(setup.kernel.store('chains').getState().byNamespace.eip155?.account.status).toBe('connected')
    expect(getProvider(setup.kernel, 'eip155')).toBeUndefined()
  })

  it("rule: a namespace whose plugin has no remote is paired for its accounts only: no provider", async () => {
    const setup = await walletConnectKernel()
    kernel = setup.kernel
    await connectThroughWallet(setup.kernel, setup.fake.provider, session())
    expect(setup.kernel.store('chains').getState().byNamespace.eip155?.account.address).toBe(EVM_ADDRESS)
    expect(getProvider(setup.kernel, 'eip155')).toBeUndefined()
  })
})
