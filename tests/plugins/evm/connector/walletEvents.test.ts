// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { connect } from '../../../../core/actions/connect.js'
import type { Kernel } from '../../../../core/kernel/types.js'
import { announceOnRequest, walletInfo } from '../helpers/announceWallet.js'
import { ALICE, BOB, MockEip1193Wallet } from '../helpers/MockEip1193Wallet.js'
import { eip155, startEvmKernel } from '../helpers/startEvmKernel.js'

const cleanups: (() => void)[] = []
const kernels: Kernel[] = []
afterEach(async () => {
  for (const kernel of kernels.splice(0)) await kernel.destroy()
  for (const cleanup of cleanups.splice(0)) cleanup()
})

async function connected(wallet = new MockEip1193Wallet()) {
  cleanups.push(announceOnRequest(wallet, walletInfo('Fox', 'com.fox')))
  const kernel = await startEvmKernel()
  kernels.push(kernel)
  await connect(kernel, { connectorId: 'com.fox' })
  return { kernel, wallet }
}

function record(kernel: Kernel, type: 'network:changed' | 'account:connected' | 'account:disconnected') {
  const seen: unknown[] = []
  kernel.events.on(type, (payload) => void seen.push(payload))
  return seen
}

describe('wallet events', () => {
  it('rule: accountsChanged moves the session to the wallet\'s selected account', async () => {
    const { kernel, wallet } = await connected()
    wallet.emit('accountsChanged', [BOB, ALICE])
    expect(eip155(kernel).account).toMatchObject({ address: BOB, caipAddress: `eip155:1:${BOB}` })
  })

  it('rule: accountsChanged with no accounts ends the session and stops listening', async () => {
    const { kernel, wallet } = await connected()
    wallet.emit('accountsChanged', [])
    await vi.waitFor(() => expect(eip155(kernel).account.status).toBe('disconnected'))
    expect(wallet.listenerCount()).toBe(0)
  })

  it.each([['a string', 'oops'], ['a list of garbage', ['<b>x</b>', 7]], ['nothing', undefined]])(
    'rule: accountsChanged with %s is ignored',
    async (_, payload) => {
      const { kernel, wallet } = await connected()
      const before = kernel.store('chains').getState()
      wallet.emit('accountsChanged', payload)
      await Promise.resolve()
      expect(kernel.store('chains').getState()).toBe(before)
    },
  )

  it('rule: chainChanged in hex moves the session to eip155:<decimal>', async () => {
    const { kernel, wallet } = await connected()
    const changes = record(kernel, 'network:changed')
    wallet.emit('chainChanged', '0xa')
    expect(eip155(kernel).network.caipNetwork?.caipNetworkId).toBe('eip155:10')
    expect(eip155(kernel).network.unsupported).toBe(false)
    expect(changes).toEqual([{ namespace: 'eip155', caipNetworkId: 'eip155:10' }])
  })

  it('rule: chainChanged to a chain the site did not configure marks the network unsupported', async () => {
    const { kernel, wallet } = await connected()
    wallet.emit('chainChanged', '0x7a69')
    expect(eip155(kernel).network).toMatchObject({ unsupported: true, caipNetwork: { caipNetworkId: 'eip155:31337', name: 'Unknown Network' } })
  })

  it.each([['zz'], [''], [{}], ['0x0']])('rule: chainChanged with an invalid id (%j) is ignored', async (payload) => {
    const { kernel, wallet } = await connected()
    const before = kernel.store('chains').getState()
    wallet.emit('chainChanged', payload)
    expect(kernel.store('chains').getState()).toBe(before)
  })

  it('rule: the wallet\'s disconnect ends the session and stops listening', async () => {
    const { kernel, wallet } = await connected()
    wallet.emit('disconnect', { code: 4900, message: 'Disconnected' })
    await vi.waitFor(() => expect(eip155(kernel).account.status).toBe('disconnected'))
    expect(wallet.listenerCount()).toBe(0)
    expect(wallet.methods()).not.toContain('wallet_revokePermissions')
  })

  it('rule: a disconnect with code 1013 (the wallet reconnecting to its node) keeps the session', async () => {
    const { kernel, wallet } = await connected()
    wallet.emit('disconnect', { code: 1013, message: 'Try again later' })
    await Promise.resolve()
    expect(eip155(kernel).account.status).toBe('connected')
  })

  it('rule: there are no listeners before a session exists', async () => {
    const wallet = new MockEip1193Wallet()
    cleanups.push(announceOnRequest(wallet, walletInfo('Fox', 'com.fox')))
    kernels.push(await startEvmKernel())
    expect(wallet.listenerCount()).toBe(0)
  })

  it('rule: connecting the same wallet again does not add a second listener', async () => {
    const { kernel, wallet } = await connected()
    await connect(kernel, { connectorId: 'com.fox' })
    expect(wallet.listenerCount('chainChanged')).toBe(1)
    expect(wallet.listenerCount('accountsChanged')).toBe(1)
    expect(wallet.listenerCount('disconnect')).toBe(1)
  })

  it('rule: one provider serving two sessions hears each event once', async () => {
    const wallet = new MockEip1193Wallet()
    cleanups.push(
      announceOnRequest(wallet, walletInfo('Fox', 'com.fox')),
      announceOnRequest(wallet, walletInfo('Fox Beta', 'com.fox.beta')),
    )
    const kernel = await startEvmKernel({ options: { features: { multiWallet: true } } })
    kernels.push(kernel)
    await connect(kernel, { connectorId: 'com.fox' })
    await connect(kernel, { connectorId: 'com.fox.beta' })
    expect(kernel.store('connections').getState().byNamespace.eip155?.map((c) => c.connectorId)).toEqual(['com.fox', 'com.fox.beta'])

    const changes = record(kernel, 'network:changed')
    wallet.emit('chainChanged', '0xa')
    expect(wallet.listenerCount('chainChanged')).toBe(1)
    expect(changes).toHaveLength(1)
  })

  it('rule: destroying the kernel removes every wallet listener', async () => {
    const { kernel, wallet } = await connected()
    expect(wallet.listenerCount()).toBe(3)
    await kernel.destroy()
    expect(wallet.listenerCount()).toBe(0)
  })

  it('rule: a wallet event after destroy changes nothing', async () => {
    const { kernel, wallet } = await connected()
    await kernel.destroy()
    const before = kernel.store('chains').getState()
    wallet.emit('chainChanged', '0xa')
    expect(kernel.store('chains').getState()).toBe(before)
  })
})
