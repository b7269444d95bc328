import { Suspense, useState } from 'react'
import { lazyChunk } from '../../../react/components/lazyChunk.js'
import type { WalletConnectSlotProps } from '../../../react/connect/walletConnectSlot.js'

const CHUNK = Symbol('portico.walletconnect-panel')
const loadPanel = () => import('./PairingPanel.js')

/**
 * What the plugin registers in the WalletConnect views' pairing area: only a loader, so the panel,
 * its QR encoder and its links cost nothing before a visitor opens one of those views. The panel
 * keeps one component type per kernel: a new type on a later render would remount the panel, and
 * a remounted panel starts its pairing again. Once the chunk is there it renders at once, without
 * a Suspense pass; a chunk that failed is asked for again on the next mount (its error boundary's
 * retry, or the view shown again).
 */
export function PairingSlot(props: WalletConnectSlotProps) {
  const [visit] = useState(() => ({}))
  const Panel = lazyChunk(props.kernel, CHUNK, PairingSlot, loadPanel, visit)
  return (
    <Suspense fallback={<span className="pc-spinner" role="status" aria-label="Loading" style={{ width: 28, height: 28 }} />}>
      <Panel {...props} />
    </Suspense>
  )
}
