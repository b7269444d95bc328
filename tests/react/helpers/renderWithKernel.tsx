import { cleanup, render, renderHook, type RenderHookResult, type RenderResult } from '@testing-library/react'
import type { ReactElement, ReactNode } from 'react'
import type { Kernel } from '../../../core/kernel/types.js'
import { KernelProvider, type KernelProviderProps } from '../../../react/KernelProvider.js'

/** `ui` inside <KernelProvider kernel>, as a site renders it. */
export function renderWithKernel(kernel: Kernel, ui: ReactElement): RenderResult {
  return render(<KernelProvider kernel={kernel}>{ui}</KernelProvider>)
}

/** A hook inside <KernelProvider kernel>. */
export function renderHookWithKernel<T>(kernel: Kernel, hook: () => T, start?: KernelProviderProps['start']): RenderHookResult<T, unknown> {
  const wrapper = ({ children }: { children: ReactNode }) => <KernelProvider kernel={kernel} start={start}>{children}</KernelProvider>
  return renderHook(hook, { wrapper })
}

/** Unmounts what the test rendered (the provider removes its modal host) and destroys its kernels. */
export async function tearDown(...kernels: (Kernel | undefined)[]): Promise<void> {
  cleanup()
  await Promise.all(kernels.map((kernel) => (kernel && kernel.status !== 'destroyed' ? kernel.destroy() : undefined)))
}
