// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { closeModal, openModal } from '../../../core/actions/modalActions.js'
import { switchNetwork } from '../../../core/actions/switchNetwork.js'
import { loginMethodOf } from '../../../core/kernel/registrySlice.js'
import type { Kernel } from '../../../core/kernel/types.js'
import { walletConnectPlugin } from '../../../plugins/walletconnect/walletConnect.js'
import { createTestKernel } from '../../helpers/createTestKernel.js'
import { mockNetwork } from '../../helpers/mockChainPlugin.js'
import { fakeUniversalProvider } from './helpers/fakeUniversalProvider.js'
import { bothNamespaces, EVM_ADDRESS, LOCAL_RELAY, SOLANA_ADDRESS, SOLANA_REFERENCE, until } from './helpers/walletConnectKernel.js'

let kernel: Kernel | undefined
afterEach(async () => {
  await kernel?.destroy()
  kernel = undefined
})

/** A site that registers walletConnect() and no chain plugin, on an EVM and a Solana network. */
async function noAdapterKernel(isMobile = false) {
  const fake = fakeUniversalProvider()
  kernel = createTestKernel({ networks: [mockNetwork('eip155', '1', 'Ethereum'), mockNetwork('solana', SOLANA_REFERENCE, 'Solana')], isMobile: () => isMobile })
    .use(walletConnectPlugin({ relayUrl: LOCAL_RELAY }, { initProvider: fake.initProvider }))
  await kernel.start()
  return { kernel, fake }
}

describe('walletConnect() with no chain plugin (SPEC section 2: no adapters)', () => {
  it('rule: the modal opens on ConnectingWalletConnectBasic on a computer, and the session proposed asks for every namespace of the site', async () => {
    const { kernel, fake } = await noAdapterKernel()
    expect(kernel.namespaces.size).toBe(0)
    openModal(kernel)
    expect(kernel.store('router').getState().view).toBe('ConnectingWalletConnectBasic')
    closeModal(kernel)
    const pairing = loginMethodOf(kernel.store('registry').getState(), 'walletConnect', 'pairing')!
    const paired = pairing.pair()
    await until(() => fake.provider.proposals.length > 0)
    expect(Object.keys(fake.provider.proposals[0]!.params.optionalNamespaces ?? {}).sort()).toEqual(['eip155', 'solana'])
    fake.provider.proposals[0]!.approve(bothNamespaces())
    await paired
    const { byNamespace } = kernel.store('chains').getState()
    expect(byNamespace.eip155?.account).toMatchObject({ status: 'connected', address: EVM_ADDRESS })
    await until(() => kernel.store('chains').getState().byNamespace.solana?.account.status === 'connected')
    expect(kernel.store('chains').getState().byNamespace.solana?.account.address).toBe(SOLANA_ADDRESS)
    // Moving to the Solana network makes its account the shown one, with no plugin to ask.
    await switchNetwork(kernel, `solana:${SOLANA_REFERENCE}`)
    expect(kernel.store('chains').getState().activeNamespace).toBe('solana')
  })

  it('rule: once paired the modal shows the connected account', async () => {
    const { kernel, fake } = await noAdapterKernel()
    const paired = loginMethodOf(kernel.store('registry').getState(), 'walletConnect', 'pairing')!.pair()
    await until(() => fake.provider.proposals.length > 0)
    fake.provider.proposals[0]!.approve(bothNamespaces())
    await paired
    openModal(kernel)
    expect(kernel.store('router').getState().view).toBe('Account')
  })

  it('rule: a wallet that approves only Solana still pairs, and its account is the one shown', async () => {
    const { kernel, fake } = await noAdapterKernel()
    const paired = loginMethodOf(kernel.store('registry').getState(), 'walletConnect', 'pairing')!.pair()
    await until(() => fake.provider.proposals.length > 0)
    const { fakeSession } = await import('./helpers/fakeUniversalProvider.js')
    fake.provider.proposals[0]!.approve(fakeSession({ solana: { accounts: [`solana:${SOLANA_REFERENCE}:${SOLANA_ADDRESS}`], methods: ['solana_signMessage'] } }))
    await paired.catch(() => undefined)
    await until(() => kernel.store('chains').getState().byNamespace.solana?.account.status === 'connected')
    expect(kernel.store('chains').getState().byNamespace.eip155?.account.status).toBe('disconnected')
  })
})
