/**
 * The modal's design tokens as CSS custom properties. Dark is the default (SPEC section 9);
 * accent hsla(230,100%,67%), background #121313 dark and #fff light. A site overrides any of them
 * with `themeVariables` (`{ '--pc-accent': '#f60' }` or the short form `{ accent: '#f60' }`).
 */
export const darkTokens = {
  '--pc-accent': 'hsla(230, 100%, 67%, 1)',
  // SPEC's accent carries white text at only 3.96:1; filled buttons take the same hue a step
  // deeper (5.1:1) and accent-coloured text a step lighter, so both pass WCAG AA.
  '--pc-accent-fill': 'hsla(230, 100%, 60%, 1)',
  '--pc-accent-fill-hover': 'hsla(230, 100%, 64%, 1)',
  '--pc-accent-text': 'hsla(230, 100%, 80%, 1)',
  '--pc-accent-hover': 'hsla(230, 100%, 72%, 1)',
  '--pc-accent-soft': 'hsla(230, 100%, 67%, 0.16)',
  '--pc-on-accent': '#ffffff',
  '--pc-bg': '#121313',
  '--pc-surface-1': '#1b1c1c',
  '--pc-surface-2': '#242626',
  '--pc-surface-3': '#2e3030',
  '--pc-border': 'rgba(255, 255, 255, 0.08)',
  '--pc-fg-1': '#eef0f0',
  '--pc-fg-2': '#9ba3a3',
  '--pc-fg-3': '#6f7878',
  '--pc-success': '#30d67a',
  '--pc-success-soft': 'rgba(48, 214, 122, 0.14)',
  '--pc-error': '#f2596b',
  '--pc-error-soft': 'rgba(242, 89, 107, 0.14)',
  '--pc-warning': '#f4a63c',
  '--pc-warning-soft': 'rgba(244, 166, 60, 0.14)',
  '--pc-overlay': 'rgba(0, 0, 0, 0.55)',
  '--pc-shadow': '0 24px 64px rgba(0, 0, 0, 0.45)',
  '--pc-focus': 'hsla(230, 100%, 75%, 1)',
} as const

export const lightTokens: Record<keyof typeof darkTokens, string> = {
  '--pc-accent': 'hsla(230, 100%, 67%, 1)',
  '--pc-accent-fill': 'hsla(230, 100%, 58%, 1)',
  '--pc-accent-fill-hover': 'hsla(230, 100%, 53%, 1)',
  '--pc-accent-text': 'hsla(230, 85%, 45%, 1)',
  '--pc-accent-hover': 'hsla(230, 100%, 55%, 1)',
  '--pc-accent-soft': 'hsla(230, 100%, 60%, 0.1)',
  '--pc-on-accent': '#ffffff',
  '--pc-bg': '#ffffff',
  '--pc-surface-1': '#f4f5f5',
  '--pc-surface-2': '#e9ebeb',
  '--pc-surface-3': '#dfe2e2',
  '--pc-border': 'rgba(0, 0, 0, 0.08)',
  '--pc-fg-1': '#141515',
  '--pc-fg-2': '#5f6868',
  '--pc-fg-3': '#8a9393',
  '--pc-success': '#0b6b37',
  '--pc-success-soft': 'rgba(20, 144, 76, 0.1)',
  '--pc-error': '#d6334a',
  '--pc-error-soft': 'rgba(214, 51, 74, 0.1)',
  '--pc-warning': '#8f5200',
  '--pc-warning-soft': 'rgba(184, 110, 11, 0.1)',
  '--pc-overlay': 'rgba(20, 21, 21, 0.35)',
  '--pc-shadow': '0 24px 64px rgba(0, 0, 0, 0.16)',
  '--pc-focus': 'hsla(230, 100%, 55%, 1)',
}

export type ThemeMode = 'dark' | 'light'

/** `accentSoft` → `--pc-accent-soft`, `surface1` → `--pc-surface-1` (the tokens put a hyphen before digits). */
function shortNameToToken(key: string): string {
  return `--pc-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`).replace(/([a-z])(\d)/g, '$1-$2')}`
}

/** The custom properties for a mode with the site's overrides, as an inline style object. */
export function themeStyle(mode: ThemeMode, overrides: Readonly<Record<string, string | number>> = {}): Record<string, string> {
  const style: Record<string, string> = { ...(mode === 'light' ? lightTokens : darkTokens) }
  for (const [key, value] of Object.entries(overrides)) {
    const name = key.startsWith('--') ? key : shortNameToToken(key)
    // Only token-shaped names and plain values: a site's variables must not inject CSS.
    if (/^--pc-[a-z0-9-]+$/.test(name) && !/[;{}<>]/.test(String(value))) style[name] = String(value)
  }
  return style
}
