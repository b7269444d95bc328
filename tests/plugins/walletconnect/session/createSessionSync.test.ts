import { afterEach, describe, expect, it } from 'vitest'
import type { Kernel } from '../../../../core/kernel/types.js'
import { fakeSession } from '../helpers/fakeUniversalProvider.js'
import { connectThroughWallet } from '../helpers/connectThroughWallet.js'
import { bothNamespaces, EVM_ADDRESS, EVM_ADDRESS_2, settle, SOLANA_ADDRESS, SOLANA_REFERENCE, walletConnectKernel } from '../helpers/walletConnectKernel.js'

let kernel: Kernel | undefined

afterEach(async () => {
  await kernel?.destroy()
  kernel = undefined
})

async function connected() {
  const made = await walletConnectKernel()
  kernel = made.kernel
  await connectThroughWallet(made.kernel, made.fake.provider)
  return made
}

const chain = (k: Kernel, namespace: 'eip155' | 'solana') => k.store('chains').getState().byNamespace[namespace]!
const event = (chainId: string, name: string, data: unknown) => ({ topic: 't', params: { chainId, event: { name, data } } })

describe('the session and the kernel', () => {
  it("rule: the wallet's accountsChanged moves the namespace to the wallet's selected account", async () => {
    const { kernel: k, fake } = await connected()
    fake.provider.emit('session_event', event('eip155:1', 'accountsChanged', [`eip155:1:${EVM_ADDRESS_2}`, `eip155:1:${EVM_ADDRESS}`]))
    await settle()
    expect(chain(k, 'eip155').account.address).toBe(EVM_ADDRESS_2)
    expect(chain(k, 'solana').account.address).toBe(SOLANA_ADDRESS)
  })

  it('rule: an accountsChanged of nothing but garbage changes nothing', async () => {
    const { kernel: k, fake } = await connected()
    fake.provider.emit('session_event', event('eip155:1', 'accountsChanged', ['solana:x:y', 'eip155:1', 'two words']))
    await settle()
    expect(chain(k, 'eip155').account).toMatchObject({ status: 'connected', address: EVM_ADDRESS })
  })

  it("rule: the wallet's chainChanged moves the namespace's network", async () => {
    const { kernel: k, fake } = await connected()
    fake.provider.emit('session_event', event('eip155:1', 'chainChanged', 2))
    await settle()
    expect(chain(k, 'eip155').network.caipNetwork?.caipNetworkId).toBe('eip155:2')
  })

  it("rule: a chain the site did not configure shows as 'Unknown Network'", async () => {
    const { kernel: k, fake } = await connected()
    fake.provider.emit('session_event', event('eip155:1', 'chainChanged', 137))
    await settle()
    expect(chain(k, 'eip155').network).toMatchObject({ unsupported: true, caipNetwork: { name: 'Unknown Network', caipNetworkId: 'eip155:137' } })
  })

  it('rule: a session_update with new accounts reaches the namespaces it holds; one it dropped ends the session', async () => {
    const { kernel: k, fake } = await connected()
    fake.provider.session = fakeSession({
      eip155: { accounts: [`eip155:1:${EVM_ADDRESS_2}`] },
      solana: { accounts: [`solana:${SOLANA_REFERENCE}:${SOLANA_ADDRESS}`] },
    })
    fake.provider.emit('session_update', { topic: 't', params: {} })
    await settle()
    expect(chain(k, 'eip155').account.address).toBe(EVM_ADDRESS_2)

    fake.provider.session = fakeSession({ solana: { accounts: [`solana:${SOLANA_REFERENCE}:${SOLANA_ADDRESS}`] } })
    fake.provider.emit('session_update', { topic: 't', params: {} })
    await settle()
    // A pairing connector ends every chain (SPEC section 4).
    expect(chain(k, 'eip155').account.status).toBe('disconnected')
    expect(chain(k, 'solana').account.status).toBe('disconnected')
  })

  it("rule: the wallet's own disconnect (session_delete) disconnects every chain without asking it again", async () => {
    const { kernel: k, fake } = await connected()
    fake.provider.session = undefined
    fake.provider.emit('session_delete', { topic: 't' })
    await settle()
    expect(chain(k, 'eip155')).toMatchObject({ connectorId: undefined, account: { status: 'disconnected' } })
    expect(chain(k, 'solana')).toMatchObject({ connectorId: undefined, account: { status: 'disconnected' } })
    expect(fake.provider.disconnects).toBe(0)
  })

  it('rule: events for a namespace the session does not hold in the kernel change nothing', async () => {
    const made = await walletConnectKernel()
    kernel = made.kernel
    await connectThroughWallet(made.kernel, made.fake.provider, fakeSession({ eip155: { accounts: [`eip155:1:${EVM_ADDRESS}`] } }))
    made.fake.provider.emit('session_event', event(`solana:${SOLANA_REFERENCE}`, 'accountsChanged', [`solana:${SOLANA_REFERENCE}:${SOLANA_ADDRESS}`]))
    await settle()
    expect(chain(made.kernel, 'solana').account.status).toBe('disconnected')
  })

  it('rule: a namespace a session_update adds joins the kernel', async () => {
    const made = await walletConnectKernel()
    kernel = made.kernel
    await connectThroughWallet(made.kernel, made.fake.provider, fakeSession({ eip155: { accounts: [`eip155:1:${EVM_ADDRESS}`] } }))
    made.fake.provider.session = bothNamespaces()
    made.fake.provider.emit('session_update', { topic: 't', params: {} })
    await settle()
    expect(chain(made.kernel, 'solana').account).toMatchObject({ status: 'connected', address: SOLANA_ADDRESS })
  })
})
