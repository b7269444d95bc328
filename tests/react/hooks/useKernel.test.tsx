// @vitest-environment happy-dom
import { renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import type { Kernel } from '../../../core/kernel/types.js'
import { KernelProvider } from '../../../react/KernelProvider.js'
import { useKernel } from '../../../react/hooks/useKernel.js'
import { renderHookWithKernel, tearDown } from '../helpers/renderWithKernel.js'
import { startReactKernel } from '../helpers/startReactKernel.js'

let kernels: Kernel[] = []
afterEach(async () => {
  await tearDown(...kernels)
  kernels = []
})

describe('useKernel', () => {
  it('rule: returns the kernel given to the provider', async () => {
    const { kernel } = await startReactKernel()
    kernels.push(kernel)
    const { result } = renderHookWithKernel(kernel, () => useKernel())
    expect(result.current).toBe(kernel)
  })

  it('rule: the nearest provider wins when providers nest', async () => {
    const outer = (await startReactKernel()).kernel
    const inner = (await startReactKernel()).kernel
    kernels.push(outer, inner)
    const wrapper = ({ children }: { children: ReactNode }) => (
      <KernelProvider kernel={outer}>
        <KernelProvider kernel={inner}>{children}</KernelProvider>
      </KernelProvider>
    )
    const { result } = renderHook(() => useKernel(), { wrapper })
    expect(result.current).toBe(inner)
  })
})
