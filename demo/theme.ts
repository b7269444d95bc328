import type { Kernel } from '../core/index.js'
import type { DemoWallet } from './wallet/installDemoWallet.js'

export type ThemeMode = 'light' | 'dark'

const STORAGE_KEY = 'portico-demo-theme'

/** The visitor's last choice, else the system's scheme. index.html applies the same rule before first paint. */
export function readInitialTheme(): ThemeMode {
  try {
    const saved = localStorage.getItem(STORAGE_KEY)
    if (saved === 'light' || saved === 'dark') return saved
  } catch {
    // Storage blocked: fall back to the system scheme.
  }
  return matchMedia('(prefers-color-scheme: light)').matches ? 'light' : 'dark'
}

/** One theme for the page, Portico's modal and buttons, and the demo wallet's panel. */
export function applyTheme(mode: ThemeMode, kernel: Kernel, wallet: DemoWallet): void {
  document.documentElement.dataset.theme = mode
  try {
    localStorage.setItem(STORAGE_KEY, mode)
  } catch {
    // Remembering the choice is a nicety.
  }
  kernel.store('options').setState((draft) => {
    draft.options.themeMode = mode
  })
  wallet.setTheme(mode)
}
