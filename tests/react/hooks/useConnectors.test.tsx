// @vitest-environment happy-dom
import { waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { Kernel } from '../../../core/kernel/types.js'
import { useConnectors } from '../../../react/hooks/useConnectors.js'
import { renderHookWithKernel, tearDown } from '../helpers/renderWithKernel.js'
import { startReactKernel } from '../helpers/startReactKernel.js'

let kernel: Kernel | undefined
afterEach(() => tearDown(kernel))

describe('useConnectors', () => {
  it('rule: reads none before start, then what the plugins discover once the provider starts the kernel', async () => {
    // start="load": a first visit's kernel otherwise waits for an intent (tests/react/KernelProvider.test.tsx).
    kernel = (await startReactKernel({ solana: true, start: false })).kernel
    const rendered: (readonly unknown[])[] = []
    const { result } = renderHookWithKernel(kernel, () => {
      const connectors = useConnectors()
      rendered.push(connectors)
      return connectors
    }, 'load')
    expect(rendered[0]).toEqual([])
    await waitFor(() => expect(result.current.map((connector) => connector.id)).toEqual(['mock-eip155', 'mock-solana']))
    expect(kernel.status).toBe('started')
  })

  it('rule: keeps the same array while the connectors do not change', async () => {
    kernel = (await startReactKernel()).kernel
    const { result, rerender } = renderHookWithKernel(kernel, () => useConnectors())
    const first = result.current
    rerender()
    expect(result.current).toBe(first)
  })
})
