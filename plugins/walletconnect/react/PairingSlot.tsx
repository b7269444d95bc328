import { lazy, Suspense, useState, type ComponentType } from 'react'
import type { WalletConnectSlotProps } from '../../../react/connect/walletConnectSlot.js'

type PanelModule = { default: ComponentType<WalletConnectSlotProps> }

const LOADED = Symbol('portico.walletconnect-panel')

/**
 * What the plugin registers in the WalletConnect views' pairing area: only a loader, so the panel,
 * its QR encoder and its links cost nothing before a visitor opens one of those views. Once the
 * chunk is there (per kernel) it renders at once, without a Suspense pass; a chunk that failed is
 * asked for again the next time the view is shown (its error boundary's retry remounts this).
 */
export function PairingSlot(props: WalletConnectSlotProps) {
  const loaded = props.kernel.local(LOADED, () => ({ module: undefined as PanelModule | undefined }))
  const [Lazy] = useState(() => lazy(() => import('./PairingPanel.js').then((module) => (loaded.module = module))))
  const Panel = loaded.module?.default ?? Lazy
  return (
    <Suspense fallback={<span className="pc-spinner" role="status" aria-label="Loading" style={{ width: 28, height: 28 }} />}>
      <Panel {...props} />
    </Suspense>
  )
}
