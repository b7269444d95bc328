/** The part of the page's window discovery uses. */
export interface BrowserWindow {
  addEventListener(type: string, listener: (event: Event) => void): void
  removeEventListener(type: string, listener: (event: Event) => void): void
  dispatchEvent(event: Event): boolean
  /** The legacy injected provider, when a wallet put one there. */
  ethereum?: unknown
}

/** The page's window, or undefined where there is none (a server render, Node, a worker). */
export function browserWindow(): BrowserWindow | undefined {
  const candidate = (globalThis as { window?: unknown }).window
  if (typeof candidate !== 'object' || candidate === null) return undefined
  const { addEventListener, removeEventListener, dispatchEvent } = candidate as Partial<BrowserWindow>
  const usable = typeof addEventListener === 'function' && typeof removeEventListener === 'function' &&
    typeof dispatchEvent === 'function' && typeof globalThis.Event === 'function'
  return usable ? (candidate as BrowserWindow) : undefined
}
