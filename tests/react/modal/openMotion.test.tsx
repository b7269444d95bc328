// @vitest-environment happy-dom
import { act } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { openModal } from '../../../core/actions/modalActions.js'
import type { Kernel } from '../../../core/kernel/types.js'
import { push } from '../../../core/router/router.js'
import { findView, modalHost, modalRoot } from '../helpers/modalDom.js'
import { renderWithKernel, tearDown } from '../helpers/renderWithKernel.js'
import { startReactKernel } from '../helpers/startReactKernel.js'
import { registerView, testView } from '../helpers/testViews.js'
import { createTestKernel } from '../../helpers/createTestKernel.js'

let kernel: Kernel | undefined
afterEach(() => tearDown(kernel))

/** Records, at every change inside the modal's shadow root, whether a loading spinner was there. */
function watchForSpinners(): { sawSpinner: () => boolean; stop(): void } {
  let saw = false
  let observer: MutationObserver | undefined
  const check = () => {
    if (modalHost()?.shadowRoot?.querySelector('.pc-spinner')) saw = true
  }
  const attach = new MutationObserver(() => {
    const root = modalHost()?.shadowRoot
    if (!root || observer) return
    observer = new MutationObserver(check)
    observer.observe(root, { childList: true, subtree: true })
  })
  attach.observe(document.body, { childList: true })
  return { sawSpinner: () => saw, stop: () => (attach.disconnect(), observer?.disconnect()) }
}

describe('opening the modal', () => {
  it('rule: the modal first shows with its opening view in place: no loading state, however slow the view chunk', async () => {
    kernel = (await startReactKernel()).kernel
    const load = vi.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50))
      return testView('Networks')()
    })
    registerView(kernel, 'Networks', { title: 'Slow', load })
    renderWithKernel(kernel, <p>app</p>)
    const watch = watchForSpinners()
    act(() => openModal(kernel!, { view: 'Networks' }))
    await findView('Networks')
    watch.stop()
    expect(watch.sawSpinner()).toBe(false)
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('rule: the opening view and title arrive with the card; a view or title shown later slides and fades in', async () => {
    kernel = (await startReactKernel()).kernel
    renderWithKernel(kernel, <p>app</p>)
    act(() => openModal(kernel!))
    await findView('Connect')
    const view = () => modalRoot().querySelector<HTMLElement>('.pc-view')!
    const title = () => modalRoot().querySelector<HTMLElement>('.pc-title')!
    expect(view().dataset.direction).toBeUndefined()
    expect(title().dataset.changed).toBeUndefined()

    act(() => push(kernel!, 'Networks'))
    await findView('Networks')
    expect(view().dataset.direction).toBe('next')
    expect(title().dataset.changed).toBe('true')
  })

  it('rule: preloading a view also starts loading its data (the Connect view its wallet lists)', async () => {
    // react/'s own Connect view (no test view registered over it).
    kernel = createTestKernel()
    const { builtInViews } = await import('../../../react/views/viewRegistry.js')
    const prefetch = vi.spyOn(builtInViews.Connect!, 'prefetch').mockImplementation(() => {})
    const { preloadModal } = await import('../../../react/modal/loadModal.js')
    await preloadModal(kernel, 'Connect')
    expect(prefetch).toHaveBeenCalledWith(kernel)
    expect(modalHost()).toBeNull()
  })
})
