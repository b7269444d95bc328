import { afterEach, describe, expect, it, vi } from 'vitest'
import { connect } from '../../../../core/actions/connect.js'
import { disconnect } from '../../../../core/actions/disconnect.js'
import { STORAGE_KEYS } from '../../../../core/constants/storageKeys.js'
import { isPorticoError } from '../../../../core/errors/PorticoError.js'
import type { Kernel } from '../../../../core/kernel/types.js'
import { createStorage } from '../../../../core/storage/createStorage.js'
import { connectThroughWallet } from '../helpers/connectThroughWallet.js'
import { fakeSession, fakeUniversalProvider } from '../helpers/fakeUniversalProvider.js'
import { bothNamespaces, EVM_ADDRESS, settle, SOLANA_ADDRESS, until, useTimingFakes, walletConnectKernel } from '../helpers/walletConnectKernel.js'

const kernels: Kernel[] = []

afterEach(async () => {
  vi.useRealTimers()
  for (const kernel of kernels.splice(0)) await kernel.destroy()
})

async function setup(...args: Parameters<typeof walletConnectKernel>) {
  const made = await walletConnectKernel(...args)
  kernels.push(made.kernel)
  return made
}

const chain = (k: Kernel, namespace: 'eip155' | 'solana') => k.store('chains').getState().byNamespace[namespace]!

/** A first visit that connected through WalletConnect, then the page went away (the SDK keeps the session). */
async function earlierVisit() {
  const storage = createStorage(null)
  const first = await setup({ storage })
  await connectThroughWallet(first.kernel, first.fake.provider)
  await first.kernel.destroy()
  return { storage, stored: first.fake.provider.session }
}

describe('a session on the next page', () => {
  it('rule: start restores it on every chain it held, loading the SDK because the kernel remembers the connector', async () => {
    const { storage, stored } = await earlierVisit()
    const fake = fakeUniversalProvider({ session: stored })
    const { kernel } = await setup({ storage, fake })
    await until(() => chain(kernel, 'eip155').account.status === 'connected' && chain(kernel, 'solana').account.status === 'connected')
    expect(fake.inits).toHaveLength(1)
    expect(chain(kernel, 'eip155').account.address).toBe(EVM_ADDRESS)
    expect(chain(kernel, 'solana').account.address).toBe(SOLANA_ADDRESS)
    expect(chain(kernel, 'eip155').account.connectedWalletInfo?.name).toBe('Test Wallet')
    expect(fake.provider.proposals).toEqual([])
  })

  it('rule: without a remembered WalletConnect connector, start loads nothing, even if the SDK holds a session', async () => {
    const fake = fakeUniversalProvider({ session: bothNamespaces() })
    const { kernel } = await setup({ fake })
    await settle()
    expect(fake.inits).toEqual([])
    expect(chain(kernel, 'eip155').account.status).toBe('disconnected')
  })

  it('rule: an expired session is not restored and the kernel forgets it', async () => {
    const { storage } = await earlierVisit()
    const expired = fakeSession({ eip155: { accounts: [`eip155:1:${EVM_ADDRESS}`] } }, undefined, Math.floor(Date.now() / 1000) - 1)
    const fake = fakeUniversalProvider({ session: expired })
    const { kernel } = await setup({ storage, fake })
    await until(() => chain(kernel, 'eip155').account.status === 'disconnected')
    expect(storage.get(STORAGE_KEYS.connectedConnectors)).toBeUndefined()
  })

  it('rule: an SDK that cannot load on start leaves the chains disconnected, without an error', async () => {
    const { storage } = await earlierVisit()
    const fake = fakeUniversalProvider({ failInit: new Error('offline') })
    const { kernel } = await setup({ storage, fake })
    await until(() => chain(kernel, 'eip155').account.status === 'disconnected' && chain(kernel, 'solana').account.status === 'disconnected')
    expect(fake.inits).toHaveLength(1)
  })

  it('rule: restoring asks for the SDK once, however many namespaces remember it', async () => {
    const { storage, stored } = await earlierVisit()
    const fake = fakeUniversalProvider({ session: stored })
    await setup({ storage, fake })
    await settle()
    expect(fake.inits).toHaveLength(1)
  })
})

describe('disconnecting', () => {
  it("rule: the visitor's disconnect ends the session with the wallet once and disconnects every chain", async () => {
    const { kernel, fake } = await setup()
    await connectThroughWallet(kernel, fake.provider)
    await disconnect(kernel, { namespace: 'eip155' })
    expect(fake.provider.disconnects).toBe(1)
    expect(chain(kernel, 'eip155')).toMatchObject({ connectorId: undefined, account: { status: 'disconnected' } })
    expect(chain(kernel, 'solana')).toMatchObject({ connectorId: undefined, account: { status: 'disconnected' } })
  })

  it('rule: a relay that never answers the disconnect holds it up for at most 3 s; the chains end anyway', async () => {
    const { kernel, fake } = await setup()
    await connectThroughWallet(kernel, fake.provider)
    fake.provider.onDisconnect = 'hang'
    useTimingFakes()
    let done = false
    const disconnecting = disconnect(kernel, { namespace: 'solana' }).then(() => void (done = true))
    await vi.advanceTimersByTimeAsync(2_999)
    expect(done).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    await disconnecting
    expect(chain(kernel, 'eip155').account.status).toBe('disconnected')
  })

  it('rule: after a disconnect a new connect pairs again', async () => {
    const { kernel, fake } = await setup()
    await connectThroughWallet(kernel, fake.provider)
    await disconnect(kernel)
    await connectThroughWallet(kernel, fake.provider)
    expect(fake.provider.proposals).toHaveLength(2)
    expect(chain(kernel, 'eip155').account.status).toBe('connected')
  })
})

describe('destroy', () => {
  it('rule: it stops listening to the SDK, closes the relay connection, leaves no timer and ends a pairing under way', async () => {
    const { kernel, fake } = await setup()
    const connecting = connect(kernel, { connectorId: 'walletConnect', namespace: 'eip155' })
    const outcome = connecting.catch((caught: unknown) => caught)
    await until(() => kernel.store('walletConnect').getState().pairing.status === 'ready')
    expect(fake.provider.listenerCount()).toBeGreaterThan(0)
    await kernel.destroy()
    expect(fake.provider.listenerCount()).toBe(0)
    expect(fake.provider.transportClosed).toBe(true)
    expect(kernel.timers.pending()).toBe(0)
    expect(isPorticoError(await outcome)).toBe(true)
  })

  it('rule: the session stays with the SDK for the next page: destroy is not a disconnect', async () => {
    const { kernel, fake } = await setup()
    await connectThroughWallet(kernel, fake.provider)
    await kernel.destroy()
    expect(fake.provider.disconnects).toBe(0)
    expect(fake.provider.session).toBeDefined()
  })
})
