// @vitest-environment happy-dom
import { act } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { closeModal } from '../../../core/actions/modalActions.js'
import { openModal } from '../../../core/actions/modalActions.js'
import { setModalLoading } from '../../../core/actions/modalActions.js'
import type { Kernel } from '../../../core/kernel/types.js'
import { useModal } from '../../../react/hooks/useModal.js'
import { findView } from '../helpers/modalDom.js'
import { renderHookWithKernel, tearDown } from '../helpers/renderWithKernel.js'
import { startReactKernel } from '../helpers/startReactKernel.js'

let kernel: Kernel | undefined
afterEach(() => tearDown(kernel))

describe('useModal', () => {
  it('rule: reads the modal closed on Connect before anything opens it', async () => {
    kernel = (await startReactKernel()).kernel
    const { result } = renderHookWithKernel(kernel, () => useModal())
    expect(result.current).toMatchObject({ isOpen: false, loading: false, view: 'Connect' })
  })

  it('rule: follows openModal and closeModal from core', async () => {
    kernel = (await startReactKernel()).kernel
    const { result } = renderHookWithKernel(kernel, () => useModal())
    act(() => openModal(kernel!, { view: 'Networks' }))
    expect(result.current).toMatchObject({ isOpen: true, view: 'Networks' })
    await findView('Networks')
    act(() => closeModal(kernel!))
    expect(result.current).toMatchObject({ isOpen: false, view: 'Connect' })
  })

  it('rule: open() without a view opens on the view SPEC chooses, open({ view }) on that view', async () => {
    kernel = (await startReactKernel()).kernel
    const { result } = renderHookWithKernel(kernel, () => useModal())
    act(() => result.current.open())
    expect(result.current).toMatchObject({ isOpen: true, view: 'Connect' })
    expect(kernel.store('modal').getState().open).toBe(true)
    act(() => result.current.open({ view: 'Networks' }))
    expect(result.current.view).toBe('Networks')
    expect(kernel.store('router').getState().view).toBe('Networks')
    await findView('Networks')
  })

  it('rule: close() closes the modal and resets the view to Connect', async () => {
    kernel = (await startReactKernel()).kernel
    const { result } = renderHookWithKernel(kernel, () => useModal())
    act(() => result.current.open({ view: 'Networks' }))
    await findView('Networks')
    act(() => result.current.close())
    expect(result.current).toMatchObject({ isOpen: false, view: 'Connect' })
    expect(kernel.store('modal').getState().open).toBe(false)
  })

  it('rule: reads the loading flag', async () => {
    kernel = (await startReactKernel()).kernel
    const { result } = renderHookWithKernel(kernel, () => useModal())
    act(() => setModalLoading(kernel!, true))
    expect(result.current.loading).toBe(true)
    act(() => setModalLoading(kernel!, false))
    expect(result.current.loading).toBe(false)
  })

  it('rule: open and close keep their identity across renders', async () => {
    kernel = (await startReactKernel()).kernel
    const { result, rerender } = renderHookWithKernel(kernel, () => useModal())
    const { open, close } = result.current
    rerender()
    expect(result.current.open).toBe(open)
    expect(result.current.close).toBe(close)
  })
})
