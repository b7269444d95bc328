import { act, cleanup, render, waitFor, within } from '@testing-library/react'
import type { RpcCall } from '../core/rpc/rpcEndpoint.js'
import { expect, vi } from 'vitest'
import { closeModal } from '../../core/actions/modalActions.js'
import { openModal } from '../../core/actions/modalActions.js'
import type { Kernel, KernelSlices } from '../../core/kernel/types.js'
import type { KernelOptions } from '../../core/options/types.js'
import { goBack } from '../../core/router/navigationRules.js'
import { push } from '../../core/router/router.js'
import type { ViewId } from '../../core/router/ViewRegistry.js'
import type { Network } from '../../core/types/network.js'
import { evm } from '../../plugins/evm/index.js'
import { extension } from '../../plugins/extension/index.js'
import { KernelProvider } from '../../react/KernelProvider.js'
import { createTestKernel } from '../helpers/createTestKernel.js'
import { announceOnRequest, walletInfo, type TestProviderInfo } from '../plugins/evm/helpers/announceWallet.js'
import { MockEip1193Wallet } from '../plugins/evm/helpers/MockEip1193Wallet.js'
import { modalRoot } from '../react/helpers/modalDom.js'

/**
 * The fault matrix's shared checks, one for each part of the contract every fault must keep:
 * the visitor sees the text, nothing is left pending, the modal stays usable, and no state is
 * half-updated.
 */

// Taken before any test fakes the timers: real turns of the event loop let I/O (msw, streams,
// a lazily imported chunk) run while fake time stands still.
const realSetImmediate = globalThis.setImmediate
const realSetTimeout = globalThis.setTimeout
const realTurn = () => new Promise<void>((resolve) => void realSetImmediate(resolve))
const realSleep = (ms: number) => new Promise<void>((resolve) => void realSetTimeout(resolve, ms))

export type Outcome<T> = { status: 'fulfilled'; value: T } | { status: 'rejected'; reason: unknown }

export interface SettleOptions {
  /** Fake time to advance before giving up. */
  budgetMs?: number
  stepMs?: number
  /** Real time the promise may still take once the fake budget is spent (module loads, I/O). */
  graceMs?: number
}

/**
 * Races `promise` against fake-timer advancement, `stepMs` at a time, and fails the test when it
 * has not settled after `budgetMs` of fake time and `graceMs` of real time: a pending promise is a
 * hang the visitor would see.
 */
export async function settle<T>(promise: Promise<T>, { budgetMs = 15_000, stepMs = 250, graceMs = 2_000 }: SettleOptions = {}): Promise<Outcome<T>> {
  if (!vi.isFakeTimers()) throw new Error('settle() drives fake timers: call vi.useFakeTimers() first')
  let outcome: Outcome<T> | undefined
  promise.then(
    (value) => void (outcome = { status: 'fulfilled', value }),
    (reason: unknown) => void (outcome = { status: 'rejected', reason }),
  )
  for (let spent = 0; spent < budgetMs; spent += stepMs) {
    await realTurn()
    await realTurn()
    if (outcome) return outcome
    await act(() => vi.advanceTimersByTimeAsync(stepMs))
  }
  for (let waited = 0; !outcome && waited < graceMs; waited += 10) await realSleep(10)
  if (outcome) return outcome
  throw new Error(`the promise was still pending after ${budgetMs} ms of fake time`)
}

/** The error `promise` settles with; fails the test if it resolves or never settles. */
export async function rejection(promise: Promise<unknown>, options?: SettleOptions): Promise<unknown> {
  const outcome = await settle(promise, options)
  if (outcome.status === 'fulfilled') throw new Error(`expected a rejection, got ${JSON.stringify(outcome.value)}`)
  return outcome.reason
}

/** The value `promise` resolves with; fails the test if it rejects or never settles. */
export async function fulfilment<T>(promise: Promise<T>, options?: SettleOptions): Promise<T> {
  const outcome = await settle(promise, options)
  if (outcome.status === 'rejected') throw outcome.reason
  return outcome.value
}

/** Advances `ms` of fake time and checks that `promise` is still waiting (a wallet that has not answered yet). */
export async function expectStillPending(promise: Promise<unknown>, ms: number): Promise<void> {
  let settled = false
  promise.then(() => void (settled = true), () => void (settled = true))
  await act(() => vi.advanceTimersByTimeAsync(ms))
  await realTurn()
  expect(settled).toBe(false)
}

type SliceName = keyof KernelSlices
export type Snapshot = Partial<{ [K in SliceName]: KernelSlices[K] }>

/** The slices a failing step must leave as they were, taken before the step. */
export function snapshot(kernel: Kernel, slices: readonly SliceName[] = ['chains', 'connections', 'wallets']): Snapshot {
  return Object.fromEntries(slices.map((slice) => [slice, kernel.store(slice).getState()])) as Snapshot
}

/** Each slice of `before` is exactly as it was (stores are immutable snapshots, so toEqual sees any write). */
export function expectUnchanged(kernel: Kernel, before: Snapshot): void {
  for (const [slice, state] of Object.entries(before) as [SliceName, unknown][]) {
    expect(kernel.store(slice).getState(), `the ${slice} slice`).toEqual(state)
  }
}

/**
 * The modal still works after the fault: it opens, a view can be pushed and popped, it closes
 * back to a clean Connect with no pending transaction, and opens again. Leaves it closed.
 */
export function expectModalUsable(kernel: Kernel): void {
  const router = () => kernel.store('router').getState()
  const isOpen = () => kernel.store('modal').getState().open
  act(() => {
    if (!isOpen()) openModal(kernel)
  })
  expect(isOpen()).toBe(true)
  const depth = router().history.length
  act(() => push(kernel, 'Networks'))
  expect(router().view).toBe('Networks')
  act(() => goBack(kernel))
  expect(router().history).toHaveLength(depth)
  expect(isOpen()).toBe(true)
  act(() => closeModal(kernel))
  expect(isOpen()).toBe(false)
  expect(router().history).toEqual([{ view: 'Connect' }])
  expect(router().transactionStack).toEqual([])
  act(() => openModal(kernel))
  expect(isOpen()).toBe(true)
  act(() => closeModal(kernel))
}

/** The alert the modal's alert bar shows, or undefined. */
export const alertOf = (kernel: Kernel) => kernel.store('notifications').getState().alert
/** The toast, or undefined. */
export const toastOf = (kernel: Kernel) => kernel.store('notifications').getState().toast

/** The provider with the real modal and its real views, as a site renders it. */
export function renderSite(kernel: Kernel) {
  return render(<KernelProvider kernel={kernel} />)
}

/** Testing Library queries inside the open modal's shadow root. */
export function modal() {
  const element = modalRoot().querySelector<HTMLElement>('.pc-root')
  if (!element) throw new Error('the modal is not open')
  return within(element)
}

/**
 * Waits (chunks load lazily) until the open modal shows `text` once where the eye sees it, and
 * returns that element. The screen-reader live region, which repeats messages, is not counted.
 */
export function findInModal(text: string | RegExp): Promise<HTMLElement> {
  return waitFor(() => {
    const shown = modal().getAllByText(text).filter((element) => !element.closest('.pc-visually-hidden'))
    if (shown.length !== 1) throw new Error(`the modal shows ${JSON.stringify(String(text))} ${shown.length} times`)
    return shown[0]!
  }, { timeout: 5_000 })
}

/** Waits until `view`'s chunk has loaded and the view is on screen (its effects have run). */
export function findView(view: ViewId): Promise<HTMLElement> {
  return waitFor(() => {
    const element = modalRoot().querySelector<HTMLElement>(`.pc-view[data-view="${view}"]`)
    if (!element || element.querySelector('[role="status"][aria-label="Loading"]')) throw new Error(`${view} is not on screen`)
    return element
  }, { timeout: 5_000 })
}

/** A fetch the test can take offline: requests then fail as a browser's do without a network. */
export function networkSwitch(online: typeof fetch) {
  const state = { offline: false, failed: 0 }
  const fetchImpl: typeof fetch = (input, init) => {
    if (!state.offline) return online(input, init)
    state.failed++
    return Promise.reject(new TypeError('Failed to fetch'))
  }
  return { fetch: fetchImpl, state, goOffline: () => void (state.offline = true), goOnline: () => void (state.offline = false) }
}

/** Resolves once `predicate` holds, checked on (fake) timer steps: for outcomes only the view awaits. */
export function until(predicate: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    const check = () => (predicate() ? resolve() : void setTimeout(check, 20))
    check()
  })
}

/** A wallet request the test answers later, or never: `handler` goes to MockEip1193Wallet.answer. */
export function held() {
  let reply!: { resolve(value: unknown): void; reject(error: unknown): void }
  const promise = new Promise<unknown>((resolve, reject) => void (reply = { resolve, reject }))
  return { handler: () => promise, answer: (value: unknown) => reply.resolve(value), refuse: (error: unknown) => reply.reject(error) }
}

export interface EvmSiteSetup {
  networks: readonly Network[]
  /** Defaults to the test's own global fetch, which msw answers. */
  fetch?: typeof fetch
  /** The browser wallet that announces itself (EIP-6963) on every request round. */
  wallet?: MockEip1193Wallet
  /** What it announces; "Fox", com.fox unless told. */
  info?: TestProviderInfo
  options?: Partial<KernelOptions>
}

export interface EvmSite {
  kernel: Kernel
  wallet: MockEip1193Wallet
  /** Removes the wallet's announcement listener. */
  stop(): void
}

/**
 * A site with the real eip155 and extension plugins and one announced browser wallet (on the
 * devnet chain id unless the wallet says otherwise), started, its start's reconnect settled.
 */
export async function startEvmSite(setup: EvmSiteSetup): Promise<EvmSite> {
  const wallet = setup.wallet ?? new MockEip1193Wallet({ chainId: '0x7a69' })
  const stop = announceOnRequest(wallet, setup.info ?? walletInfo('Fox', 'com.fox'))
  const kernel = createTestKernel(
    { networks: setup.networks, isMobile: () => false, enableWalletConnect: false, ...setup.options },
    { fetch: setup.fetch ?? ((input, init) => globalThis.fetch(input, init)) },
  )
  kernel.use(evm()).use(extension())
  await kernel.start()
  await vi.waitFor(() => expect(kernel.store('chains').getState().byNamespace.eip155?.account.status).toBe('disconnected'))
  return { kernel, wallet, stop }
}

/** The eip155 chain state. */
export function eip155(kernel: Kernel) {
  const chain = kernel.store('chains').getState().byNamespace.eip155
  if (!chain) throw new Error('no eip155 chain state')
  return chain
}

/** Unmounts the page, destroys the kernels, runs the cleanups and puts real timers back. */
export async function tearDownFaults(kernels: Kernel[], cleanups: (() => void)[] = []): Promise<void> {
  cleanup()
  vi.useRealTimers()
  for (const kernel of kernels.splice(0)) if (kernel.status !== 'destroyed') await kernel.destroy()
  for (const stop of cleanups.splice(0)) stop()
}

/** A healthy node for the rpcEndpoint helper: every account holds 2 ETH, every receipt is mined. */
export const healthyNode = ({ id, method }: RpcCall) => ({
  jsonrpc: '2.0',
  id,
  result: method === 'eth_getBalance' ? '0x1bc16d674ec80000' : method === 'eth_getTransactionReceipt' ? { status: '0x1' } : true,
})
