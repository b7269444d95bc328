import { useCallback, useEffect, useRef, useState } from 'react'
import type { Kernel } from '../../../core/kernel/types.js'
import { openWalletLink } from '../links/openWalletLink.js'
import type { WalletLink } from '../links/walletLink.js'

/** How long the page may stay in front after the tap before the app counts as not opened. */
export const APP_OPEN_WAIT_MS = 3_000

interface PageEvents {
  document?: { visibilityState?: string; addEventListener(type: string, listener: () => void): void; removeEventListener(type: string, listener: () => void): void }
  addEventListener?(type: string, listener: () => void): void
  removeEventListener?(type: string, listener: () => void): void
}

/**
 * Opens the wallet inside the tap and watches whether it came up: an app that opens hides this
 * page (or takes focus) within a few seconds. When the page is still in front after 3 s,
 * `notOpened` turns true so the panel offers the QR code, the link and the install link instead.
 */
export function useAppLaunch(kernel: Kernel): { launch(link: WalletLink, watch: boolean): void; notOpened: boolean } {
  const [notOpened, setNotOpened] = useState(false)
  const stop = useRef<() => void>(() => {})

  const launch = useCallback((link: WalletLink, watch: boolean) => {
    stop.current()
    setNotOpened(false)
    const page = globalThis as unknown as PageEvents
    const doc = page.document
    if (!watch || !doc || !page.addEventListener || !page.removeEventListener) return openWalletLink(link)
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
    // Listening first: some browsers hide the page synchronously inside the navigation.
    openWalletLink(link)
    const cancel = kernel.timers.setTimeout(() => {
      unlisten()
      if (!left && doc.visibilityState !== 'hidden') setNotOpened(true)
    }, APP_OPEN_WAIT_MS)
    stop.current = () => {
      cancel()
      unlisten()
    }
  }, [kernel])

  useEffect(() => () => stop.current(), [])
  return { launch, notOpened }
}
