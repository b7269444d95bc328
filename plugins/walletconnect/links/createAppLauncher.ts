import type { Store, Timers } from 'portico/core'
import type { AppLaunchStatus, WalletConnectState } from '../walletConnectSlice.js'
import type { WalletLink } from './walletLink.js'

interface OpeningWindow {
  open(url: string, target: string, features?: string): unknown
}

/**
 * Opens the wallet, synchronously: called inside the visitor's tap, with nothing awaited before,
 * so the browser treats it as the tap's own navigation (no popup block, no second tap). A native
 * scheme goes in this tab (the page stays; the app takes over); an https link in a new tab, so
 * the site is still there when the visitor comes back.
 */
export function openWalletLink(link: WalletLink, target: OpeningWindow | undefined = globalThis as unknown as OpeningWindow): void {
  if (typeof target?.open !== 'function') return
  if (link.kind === 'native') target.open(link.href, '_self')
  else target.open(link.href, '_blank', 'noopener,noreferrer')
}

/** How long the page may stay in front after the tap before the app counts as not opened. */
export const APP_OPEN_WAIT_MS = 3_000

interface PageEvents {
  document?: { visibilityState?: string; addEventListener(type: string, listener: () => void): void; removeEventListener(type: string, listener: () => void): void }
  addEventListener?(type: string, listener: () => void): void
  removeEventListener?(type: string, listener: () => void): void
}

export interface AppLauncher {
  /**
   * Opens the wallet now, inside the caller's tap. With `watch`, `appLaunch` in the store says
   * 'opening', then 'notOpened' when the page is still in front 3 s later, or 'idle' once it left.
   */
  launch(link: WalletLink, watch: boolean): void
  /** Forgets the launch (the visitor left the wallet's view): stops watching, back to 'idle'. */
  reset(): void
  /** Stops watching without touching the store: the kernel is going away. */
  stop(): void
}

/**
 * Opens wallet apps and watches whether they came up: an app that opens hides this page (or takes
 * focus) within a few seconds. It lives beside the plugin, not in the panel, because a tap on a
 * wallet row opens the app before the wallet's view (and its panel) exist.
 */
export function createAppLauncher({ timers, store }: { timers: Timers; store: Store<WalletConnectState> }): AppLauncher {
  let stopWatching = () => {}
  const set = (status: AppLaunchStatus) => {
    if (store.getState().appLaunch !== status) store.setState((draft) => void (draft.appLaunch = status))
  }
  const stop = () => {
    stopWatching()
    stopWatching = () => {}
  }

  return {
    launch(link, watch) {
      stop()
      const page = globalThis as unknown as PageEvents
      const doc = page.document
      if (!watch || !doc || !page.addEventListener || !page.removeEventListener) {
        set('idle')
        return openWalletLink(link)
      }
      let left = false
      const onLeave = () => void (left = true)
      const onVisibility = () => {
        if (doc.visibilityState === 'hidden') left = true
      }
      const unlisten = () => {
        doc.removeEventListener('visibilitychange', onVisibility)
        page.removeEventListener?.('pagehide', onLeave)
        page.removeEventListener?.('blur', onLeave)
      }
      doc.addEventListener('visibilitychange', onVisibility)
      page.addEventListener('pagehide', onLeave)
      page.addEventListener('blur', onLeave)
      // Listening first: some browsers hide the page synchronously inside the navigation. Opening
      // before the store changes: nothing a subscriber does may come between the tap and the link.
      openWalletLink(link)
      set('opening')
      const cancel = timers.setTimeout(() => {
        unlisten()
        stopWatching = () => {}
        set(!left && doc.visibilityState !== 'hidden' ? 'notOpened' : 'idle')
      }, APP_OPEN_WAIT_MS)
      stopWatching = () => {
        cancel()
        unlisten()
      }
    },
    reset() {
      stop()
      set('idle')
    },
    stop,
  }
}
