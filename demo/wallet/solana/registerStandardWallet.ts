import type { Wallet, WindowAppReadyEventAPI } from '@wallet-standard/base'

/**
 * Registers `wallet` with the page's Wallet Standard apps the way an extension does: it offers
 * itself at once (an app already listening registers it) and to every app that starts later (the
 * app's 'app-ready' event). Written here rather than taken from @wallet-standard/wallet, whose
 * registerWallet keeps no way to unregister and reaches for the global window: the demo's tests
 * install and remove the wallet many times in one page.
 */
export function registerStandardWallet(win: Window, wallet: Wallet): () => void {
  const unregisters: (() => void)[] = []
  const register = (api: WindowAppReadyEventAPI) => void unregisters.push(api.register(wallet))
  const onAppReady = (event: Event) => {
    const api = (event as CustomEvent<unknown>).detail
    if (isAppApi(api)) register(api)
  }
  win.addEventListener('wallet-standard:app-ready', onAppReady)
  const { CustomEvent } = win as Window & typeof globalThis
  win.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: register }))
  return () => {
    win.removeEventListener('wallet-standard:app-ready', onAppReady)
    for (const unregister of unregisters.splice(0)) unregister()
  }
}

/** Anything in the page can dispatch 'app-ready': only an object with a register function is an app. */
function isAppApi(value: unknown): value is WindowAppReadyEventAPI {
  return typeof value === 'object' && value !== null && typeof (value as { register?: unknown }).register === 'function'
}
