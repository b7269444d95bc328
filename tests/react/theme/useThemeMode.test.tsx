// @vitest-environment happy-dom
import { act } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Kernel } from '../../../core/kernel/types.js'
import type { KernelOptions } from '../../../core/options/types.js'
import { useThemeMode } from '../../../react/theme/useThemeMode.js'
import { createTestKernel } from '../../helpers/createTestKernel.js'
import { renderHookWithKernel, tearDown } from '../helpers/renderWithKernel.js'

/** A page whose colour-scheme preference the test sets and changes, as a visitor's system would. */
function systemScheme(initial: 'dark' | 'light') {
  let dark = initial === 'dark'
  const listeners = new Set<() => void>()
  const list = {
    get matches() { return dark },
    addEventListener: (_: string, listener: () => void) => void listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => void listeners.delete(listener),
  }
  vi.stubGlobal('matchMedia', vi.fn((query: string) => (query === '(prefers-color-scheme: dark)' ? list : undefined)))
  return {
    listeners,
    set(scheme: 'dark' | 'light') {
      dark = scheme === 'dark'
      for (const listener of listeners) listener()
    },
  }
}

let kernel: Kernel | undefined
afterEach(async () => {
  await tearDown(kernel)
  kernel = undefined
  vi.unstubAllGlobals()
})
const render = (options: Partial<KernelOptions>) => {
  kernel = createTestKernel(options)
  return renderHookWithKernel(kernel, useThemeMode)
}

describe('useThemeMode', () => {
  it("rule: SPEC's default is dark, whatever the visitor's system prefers", () => {
    systemScheme('light')
    expect(render({}).result.current).toBe('dark')
  })

  it('rule: an explicit light or dark mode is drawn as set, and the page is not watched', () => {
    const scheme = systemScheme('dark')
    expect(render({ themeMode: 'light' }).result.current).toBe('light')
    expect(scheme.listeners.size).toBe(0)
  })

  it("rule: 'system' follows prefers-color-scheme, live as it changes", () => {
    const scheme = systemScheme('light')
    const { result } = render({ themeMode: 'system' })
    expect(result.current).toBe('light')
    act(() => scheme.set('dark'))
    expect(result.current).toBe('dark')
    act(() => scheme.set('light'))
    expect(result.current).toBe('light')
  })

  it("rule: leaving 'system' stops watching the page", () => {
    const scheme = systemScheme('light')
    render({ themeMode: 'system' })
    expect(scheme.listeners.size).toBe(1)
    act(() => kernel!.store('options').setState((draft) => {
      draft.options.themeMode = 'dark'
    }))
    expect(scheme.listeners.size).toBe(0)
  })

  it("rule: without matchMedia (a server, an old browser) 'system' draws dark", () => {
    vi.stubGlobal('matchMedia', undefined)
    expect(render({ themeMode: 'system' }).result.current).toBe('dark')
  })
})
