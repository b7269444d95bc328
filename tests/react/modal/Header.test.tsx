// @vitest-environment happy-dom
import { act, fireEvent } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { openModal } from '../../../core/actions/modalActions.js'
import type { Kernel } from '../../../core/kernel/types.js'
import { push } from '../../../core/router/router.js'
import { findView, inModal } from '../helpers/modalDom.js'
import { renderWithKernel, tearDown } from '../helpers/renderWithKernel.js'
import { startReactKernel } from '../helpers/startReactKernel.js'
import { testViewTitle } from '../helpers/testViews.js'

let kernel: Kernel | undefined
afterEach(() => tearDown(kernel))

describe('Header', () => {
  it('rule: the back button appears only when there is history, and goes back', async () => {
    kernel = (await startReactKernel()).kernel
    renderWithKernel(kernel, <p>app</p>)
    act(() => openModal(kernel!))
    await findView('Connect')
    expect(inModal().queryByRole('button', { name: 'Back' })).toBeNull()

    act(() => push(kernel!, 'Networks'))
    await findView('Networks')
    expect(inModal().getByRole('heading').textContent).toBe(testViewTitle('Networks'))
    fireEvent.click(inModal().getByRole('button', { name: 'Back' }))

    await findView('Connect')
    expect(kernel.store('router').getState().history).toHaveLength(1)
    expect(inModal().getByRole('heading').textContent).toBe(testViewTitle('Connect'))
    expect(inModal().queryByRole('button', { name: 'Back' })).toBeNull()
    expect(kernel.store('modal').getState().open).toBe(true)
  })
})
