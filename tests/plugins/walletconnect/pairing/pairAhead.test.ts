import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { closeModal } from '../../../../core/actions/modalActions.js'
import { connect } from '../../../../core/actions/connect.js'
import { openModal } from '../../../../core/actions/modalActions.js'
import { isPorticoError } from '../../../../core/errors/PorticoError.js'
import type { Kernel } from '../../../../core/kernel/types.js'
import { goBack } from '../../../../core/router/navigationRules.js'
import { push } from '../../../../core/router/router.js'
import type { FakeProvider } from '../helpers/fakeUniversalProvider.js'
import { bothNamespaces, EVM_ADDRESS, settle, until, useTimingFakes, walletConnectKernel, type WalletConnectKernelOptions } from '../helpers/walletConnectKernel.js'

let kernel: Kernel | undefined

beforeAll(async () => {
  await import('../../../../plugins/walletconnect/runtime/createRuntime.js')
})

afterEach(async () => {
  vi.useRealTimers()
  await kernel?.destroy()
  kernel = undefined
})

const phone = { kernel: { isMobile: () => true } }
const computer = { kernel: { isMobile: () => false } }

async function setup(options: WalletConnectKernelOptions) {
  const made = await walletConnectKernel(options)
  kernel = made.kernel
  return made
}

const pairing = (k: Kernel) => k.store('walletConnect').getState().pairing
const readyUri = (k: Kernel) => {
  const state = pairing(k)
  return state.status === 'ready' ? state.uri : undefined
}
const linkShown = (k: Kernel, fake: { provider: FakeProvider }, count = 1) => () =>
  fake.provider.proposals.length === count && readyUri(k) === fake.provider.proposals[count - 1]!.uri

/** What the wallet's view does when it shows: connect through WalletConnect. */
function connectLikeTheView(k: Kernel) {
  const settled = connect(k, { connectorId: 'walletConnect', namespace: 'eip155' })
  settled.catch(() => {})
  return settled
}

describe('the pairing made ahead on a phone', () => {
  it('rule: on a phone, opening the modal makes one pairing link before any tap, without marking the chain as connecting', async () => {
    const { kernel: k, fake } = await setup(phone)
    openModal(k)
    await until(linkShown(k, fake))
    await settle()
    expect(fake.provider.proposals).toHaveLength(1)
    expect(k.store('chains').getState().byNamespace.eip155!.account.status).toBe('disconnected')
  })

  it('rule: on a computer, opening the modal pairs nothing (no SDK, no proposal) until the visitor asks', async () => {
    const { kernel: k, fake } = await setup(computer)
    openModal(k)
    push(k, 'AllWallets')
    await settle()
    expect(fake.inits).toEqual([])
    expect(pairing(k)).toEqual({ status: 'idle' })
  })

  it('rule: with WalletConnect turned off, a phone opening the modal pairs nothing', async () => {
    const { kernel: k, fake } = await setup({ kernel: { isMobile: () => true, enableWalletConnect: false } })
    openModal(k)
    await settle()
    expect(fake.inits).toEqual([])
  })

  it("rule: the wallet's view joins the pairing made ahead: one proposal, the same link, and the wallet's approval connects", async () => {
    const { kernel: k, fake } = await setup(phone)
    openModal(k)
    await until(linkShown(k, fake))
    const uri = readyUri(k)
    push(k, 'ConnectingWalletConnect')
    const settled = connectLikeTheView(k)
    await settle()
    expect(fake.provider.proposals).toHaveLength(1)
    expect(readyUri(k)).toBe(uri)
    fake.provider.proposals[0]!.approve(bothNamespaces())
    await expect(settled).resolves.toMatchObject({ namespace: 'eip155', address: EVM_ADDRESS })
  })

  it('rule: the link made ahead is kept fresh: before it expires a new one replaces it, with nothing for the visitor to do', async () => {
    const { kernel: k, fake } = await setup(phone)
    useTimingFakes()
    openModal(k)
    await until(linkShown(k, fake))
    await vi.advanceTimersByTimeAsync(230_000)
    await until(linkShown(k, fake, 2))
    expect(pairing(k).status).toBe('ready')
  })

  it('rule: closing the modal ends the pairing made ahead, and no link is made for it afterwards', async () => {
    const { kernel: k, fake } = await setup(phone)
    useTimingFakes()
    openModal(k)
    await until(linkShown(k, fake))
    closeModal(k)
    expect(pairing(k)).toEqual({ status: 'idle' })
    await vi.advanceTimersByTimeAsync(600_000)
    await settle()
    expect(fake.provider.proposals).toHaveLength(1)
    expect(pairing(k)).toEqual({ status: 'idle' })
  })

  it('rule: a modal closed while the SDK still loads makes no pairing once it has loaded', async () => {
    const { fakeUniversalProvider } = await import('../helpers/fakeUniversalProvider.js')
    const fake = fakeUniversalProvider()
    let loaded!: () => void
    const gate = new Promise<void>((resolve) => void (loaded = resolve))
    const slow = { ...fake, initProvider: async (init: Parameters<typeof fake.initProvider>[0]) => (await gate, fake.initProvider(init)) }
    const { kernel: k } = await setup({ ...phone, fake: slow })
    openModal(k)
    await settle()
    closeModal(k)
    loaded()
    await until(() => fake.inits.length === 1)
    await settle()
    expect(fake.provider.proposals).toEqual([])
    expect(pairing(k)).toEqual({ status: 'idle' })
  })

  it('rule: leaving the list for a view that is no wallet\'s ends the pairing made ahead', async () => {
    const { kernel: k, fake } = await setup(phone)
    openModal(k)
    await until(linkShown(k, fake))
    push(k, 'Networks')
    expect(pairing(k)).toEqual({ status: 'idle' })
  })

  it("rule: back from a wallet's view, its pairing is given up ('Modal closed') and a fresh link is made for the next tap", async () => {
    const { kernel: k, fake } = await setup(phone)
    openModal(k)
    push(k, 'AllWallets')
    await until(linkShown(k, fake))
    push(k, 'ConnectingWalletConnect')
    const settled = connectLikeTheView(k)
    await settle()
    goBack(k)
    const error = await settled.then(() => undefined, (caught: unknown) => caught)
    expect(isPorticoError(error, 'MODAL_CLOSED')).toBe(true)
    // SPEC's 1 s retry gap holds between the two proposals.
    await until(linkShown(k, fake, 2), 4_000)
    expect(k.store('router').getState().view).toBe('AllWallets')
  })

  it('rule: a wallet that approves the link before its view asked still connects the visitor', async () => {
    const { kernel: k, fake } = await setup(phone)
    openModal(k)
    await until(linkShown(k, fake))
    fake.provider.proposals[0]!.approve(bothNamespaces())
    await until(() => k.store('chains').getState().byNamespace.eip155!.account.status === 'connected')
    expect(k.store('chains').getState().byNamespace.eip155).toMatchObject({ connectorId: 'walletConnect', account: { address: EVM_ADDRESS } })
  })

  it('rule: a session the SDK already holds is not paired over ahead of time', async () => {
    const { fakeUniversalProvider } = await import('../helpers/fakeUniversalProvider.js')
    const fake = fakeUniversalProvider({ session: bothNamespaces() })
    const { kernel: k } = await setup({ ...phone, fake })
    openModal(k)
    await until(() => fake.inits.length === 1)
    await settle()
    expect(fake.provider.proposals).toEqual([])
  })
})
