// @vitest-environment happy-dom
import { act } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { openModal } from '../../../core/actions/modalActions.js'
import { switchNetwork } from '../../../core/actions/switchNetwork.js'
import type { Kernel } from '../../../core/kernel/types.js'
import { useEvents, type KernelEventRecord } from '../../../react/hooks/useEvents.js'
import { connectMock } from '../helpers/connectMock.js'
import { findView } from '../helpers/modalDom.js'
import { renderHookWithKernel, tearDown } from '../helpers/renderWithKernel.js'
import { startReactKernel } from '../helpers/startReactKernel.js'

let kernel: Kernel | undefined
afterEach(() => tearDown(kernel))

describe('useEvents', () => {
  it('rule: reads nothing until an event, then the latest event of any type', async () => {
    kernel = (await startReactKernel()).kernel
    const { result } = renderHookWithKernel(kernel, () => useEvents())
    expect(result.current).toBeUndefined()
    act(() => openModal(kernel!, { view: 'Networks' }))
    await findView('Networks')
    // openModal tells the bus of the opening, then reports it to analytics: the latest is the report.
    expect(result.current).toMatchObject({ type: 'analytics', payload: { event: 'MODAL_OPEN' } })
    expect(result.current?.timestamp).toEqual(expect.any(Number))
  })

  it('rule: with types, reads only events of those types', async () => {
    kernel = (await startReactKernel()).kernel
    const { result } = renderHookWithKernel(kernel, () => useEvents(['network:changed']))
    await connectMock(kernel)
    await act(() => switchNetwork(kernel!, 'eip155:2'))
    act(() => openModal(kernel!, { view: 'Networks' }))
    await findView('Networks')
    expect(result.current).toMatchObject({ type: 'network:changed', payload: { namespace: 'eip155', caipNetworkId: 'eip155:2' } })
  })

  it('rule: with onEvent, calls back for each event and does not re-render', async () => {
    kernel = (await startReactKernel()).kernel
    const seen: KernelEventRecord[] = []
    const renders = vi.fn()
    const { result } = renderHookWithKernel(kernel, () => {
      renders()
      return useEvents(['connection:status'], (event) => seen.push(event))
    })
    const rendersBefore = renders.mock.calls.length
    await connectMock(kernel)
    expect(seen.map((event) => event.payload)).toEqual([
      { namespace: 'eip155', status: 'connecting' },
      { namespace: 'eip155', status: 'connected' },
    ])
    expect(result.current).toBeUndefined()
    expect(renders.mock.calls.length).toBe(rendersBefore)
  })

  it('rule: stops listening once unmounted', async () => {
    kernel = (await startReactKernel()).kernel
    const onEvent = vi.fn()
    const { unmount } = renderHookWithKernel(kernel, () => useEvents(undefined, onEvent))
    unmount()
    await connectMock(kernel)
    expect(onEvent).not.toHaveBeenCalled()
  })
})
