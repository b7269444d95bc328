import { useCallback, useSyncExternalStore } from 'react'
import { useKernelState } from '../hooks/useKernel.js'
import type { ThemeMode } from './tokens.js'

const PREFERS_DARK = '(prefers-color-scheme: dark)'

/** The page's colour-scheme query, where there is one (not on a server, nor in old test DOMs). */
const query = (): MediaQueryList | undefined =>
  typeof globalThis.matchMedia === 'function' ? globalThis.matchMedia(PREFERS_DARK) : undefined

/**
 * The mode the modal and buttons draw in: the site's `themeMode`, with `'system'` following the
 * visitor's `prefers-color-scheme` as it changes. A server render, which cannot know it, draws
 * SPEC's default, dark; the page subscribes only while the mode is `'system'`.
 */
export function useThemeMode(): ThemeMode {
  const mode = useKernelState('options', (s) => s.options.themeMode)
  const system = mode === 'system'
  const subscribe = useCallback((onChange: () => void) => {
    const list = system ? query() : undefined
    list?.addEventListener('change', onChange)
    return () => list?.removeEventListener('change', onChange)
  }, [system])
  const prefersLight = useSyncExternalStore(subscribe, () => system && query()?.matches === false, () => false)
  if (mode !== 'system') return mode
  return prefersLight ? 'light' : 'dark'
}
