// @vitest-environment happy-dom
import { act, fireEvent, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { openModal } from '../../../core/actions/modalActions.js'
import type { Kernel } from '../../../core/kernel/types.js'
import { push } from '../../../core/router/router.js'
import { findDialog, findView, inModal, modalRoot } from '../helpers/modalDom.js'
import { renderWithKernel, tearDown } from '../helpers/renderWithKernel.js'
import { startReactKernel } from '../helpers/startReactKernel.js'
import { registerView, testView } from '../helpers/testViews.js'
import { VIEW_WAIT_MS } from '../../../react/modal/ViewStack.js'

/** A view loader that resolves when the test says so. */
function heldView(id: Parameters<typeof testView>[0]) {
  let release = () => {}
  const arrived = new Promise<void>((resolve) => (release = resolve))
  const load = vi.fn(async () => {
    await arrived
    return testView(id)()
  })
  return { load, release }
}

const shownView = () => modalRoot().querySelector('[data-view]')?.getAttribute('data-view')
const spinner = () => modalRoot().querySelector('.pc-view [role="status"], .pc-view .pc-spinner')

let kernel: Kernel | undefined
afterEach(() => tearDown(kernel))

describe('ViewStack', () => {
  it('rule: a view whose chunk fails to load shows the retry state, and retry loads it', async () => {
    kernel = (await startReactKernel()).kernel
    // The boundary's catch is reported on the console by React; the assertion is on what shows.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
    const network = { online: false }
    const load = vi.fn(async () => {
      if (!network.online) throw new TypeError('Failed to fetch dynamically imported module')
      return testView('Networks')()
    })
    registerView(kernel, 'Networks', { title: 'Flaky', load })
    renderWithKernel(kernel, <p>app</p>)
    act(() => openModal(kernel!, { view: 'Networks' }))
    await findDialog()

    const alert = await waitFor(() => inModal().getByRole('alert'), { timeout: 5_000 })
    expect(alert.textContent).toContain('Something went wrong')
    expect(consoleError).toHaveBeenCalled()
    const failedLoads = load.mock.calls.length
    network.online = true
    fireEvent.click(inModal().getByRole('button', { name: 'Try again' }))

    await findView('Networks')
    expect(inModal().queryByRole('alert')).toBeNull()
    expect(load).toHaveBeenCalledTimes(failedLoads + 1)
  })

  it('rule: a view whose chunk failed loads again when the visitor comes back to it', async () => {
    kernel = (await startReactKernel()).kernel
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const network = { online: false }
    const load = vi.fn(async () => {
      if (!network.online) throw new TypeError('Failed to fetch dynamically imported module')
      return testView('Networks')()
    })
    registerView(kernel, 'Networks', { title: 'Flaky', load })
    renderWithKernel(kernel, <p>app</p>)
    act(() => openModal(kernel!, { view: 'Networks' }))
    await waitFor(() => inModal().getByRole('alert'), { timeout: 5_000 })
    network.online = true
    act(() => openModal(kernel!, { view: 'Connect' }))
    await findView('Connect')
    act(() => push(kernel!, 'Networks'))
    await findView('Networks')
    expect(inModal().queryByRole('alert')).toBeNull()
  })

  it('rule: no view chunk is fetched before the view is first shown, and each is fetched once', async () => {
    kernel = (await startReactKernel()).kernel
    const connect = vi.fn(testView('Connect'))
    const networks = vi.fn(testView('Networks'))
    registerView(kernel, 'Connect', { title: 'Connect', load: connect })
    registerView(kernel, 'Networks', { title: 'Networks', load: networks })
    renderWithKernel(kernel, <p>app</p>)
    expect(connect).not.toHaveBeenCalled()
    act(() => openModal(kernel!))
    await findView('Connect')
    expect(networks).not.toHaveBeenCalled()
    act(() => push(kernel!, 'Networks'))
    await findView('Networks')
    act(() => openModal(kernel!, { view: 'Connect' }))
    await findView('Connect')
    act(() => push(kernel!, 'Networks'))
    await findView('Networks')
    expect(connect).toHaveBeenCalledTimes(1)
    expect(networks).toHaveBeenCalledTimes(1)
  })

  it('rule: a view id nothing registered shows that it is not available', async () => {
    kernel = (await startReactKernel()).kernel
    renderWithKernel(kernel, <p>app</p>)
    act(() => openModal(kernel!, { view: 'Swap' }))
    await findDialog()
    // The frame is drawn before the body's chunk arrives: the dialog alone does not hold the view yet.
    await waitFor(() => expect(modalRoot().querySelector('[data-view="Swap"]')?.textContent).toContain('Not available'), { timeout: 5_000 })
  })

  it('rule: a navigation keeps the current view on screen until the next view\'s chunk has arrived, with no spinner between', async () => {
    kernel = (await startReactKernel()).kernel
    const networks = heldView('Networks')
    registerView(kernel, 'Networks', { title: 'Networks', load: networks.load })
    renderWithKernel(kernel, <p>app</p>)
    act(() => openModal(kernel!, { view: 'Connect' }))
    await findView('Connect')

    act(() => push(kernel!, 'Networks'))
    // Well within VIEW_WAIT_MS: the Connect view is still what the visitor sees, whole.
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(shownView()).toBe('Connect')
    expect(inModal().getByText('Connect content')).toBeTruthy()
    expect(spinner()).toBeNull()

    await act(async () => networks.release())
    await findView('Networks')
    expect(shownView()).toBe('Networks')
  })

  it('rule: a chunk still missing after VIEW_WAIT_MS shows the spinner in the next view\'s place, then the view', async () => {
    kernel = (await startReactKernel()).kernel
    const networks = heldView('Networks')
    registerView(kernel, 'Networks', { title: 'Networks', load: networks.load })
    renderWithKernel(kernel, <p>app</p>)
    act(() => openModal(kernel!, { view: 'Connect' }))
    await findView('Connect')

    act(() => push(kernel!, 'Networks'))
    await waitFor(() => expect(shownView()).toBe('Networks'), { timeout: VIEW_WAIT_MS + 2_000 })
    expect(spinner()).not.toBeNull()
    expect(inModal().queryByText('Connect content')).toBeNull()

    await act(async () => networks.release())
    await waitFor(() => expect(inModal().getByText('Networks content')).toBeTruthy())
    expect(spinner()).toBeNull()
  })

  it('rule: a connection that starts fetches the Account view it ends on', async () => {
    kernel = (await startReactKernel()).kernel
    const account = vi.fn(testView('Account'))
    registerView(kernel, 'Account', { title: 'Account', load: account })
    renderWithKernel(kernel, <p>app</p>)
    act(() => openModal(kernel!, { view: 'Connect' }))
    await findView('Connect')
    expect(account).not.toHaveBeenCalled()

    act(() => kernel!.events.emit('connection:status', { namespace: 'eip155', status: 'connecting' }))
    expect(account).toHaveBeenCalledTimes(1)
  })
})
