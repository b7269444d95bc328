import { useCallback, useEffect, useRef, useState } from 'react'
import { connect } from '../../../core/actions/connect.js'
import { shakeModal } from '../../../core/actions/shakeModal.js'
import { isPorticoError } from '../../../core/errors/PorticoError.js'
import type { Kernel } from '../../../core/kernel/types.js'
import { reset } from '../../../core/router/reset.js'
import { WALLET_CONNECT_CONNECTOR_ID } from '../connector/createWalletConnectConnector.js'
import { holdsSession, pairingNamespace } from '../connector/pairingNamespace.js'

export type PairingPhase = 'pairing' | 'rejected' | 'failed' | 'unavailable'

const PAIRING_VIEWS = new Set(['ConnectingWalletConnect', 'ConnectingWalletConnectBasic'])
const onPairingView = (kernel: Kernel) => PAIRING_VIEWS.has(kernel.store('router').getState().view)

/**
 * Connects through the WalletConnect session once the panel shows (once, also under StrictMode's
 * double mount), and again on "Try again". The outcome is shown once, here: a success replaces
 * the history with Account, a refusal or failure becomes this panel's error state and shakes the
 * modal (no alert besides). An abandoned pairing ('Modal closed') answers nobody.
 */
export function usePairingConnection(kernel: Kernel): { phase: PairingPhase; retry(): void } {
  const [phase, setPhase] = useState<PairingPhase>('pairing')
  const attempt = useRef(0)
  const mounted = useRef(false)

  const done = useCallback(() => {
    if (onPairingView(kernel)) reset(kernel, 'Account')
  }, [kernel])

  const run = useCallback(() => {
    const namespace = pairingNamespace(kernel)
    if (!namespace) return setPhase('unavailable')
    const current = ++attempt.current
    setPhase('pairing')
    connect(kernel, { connectorId: WALLET_CONNECT_CONNECTOR_ID, namespace }).then(
      () => {
        if (current === attempt.current && mounted.current) done()
      },
      (error: unknown) => {
        if (current !== attempt.current || !mounted.current || isPorticoError(error, 'MODAL_CLOSED')) return
        // The wallet approved other chain families only: the visitor is connected all the same.
        if (holdsSession(kernel)) return done()
        setPhase(isPorticoError(error, 'CONNECTION_REJECTED') ? 'rejected' : 'failed')
        shakeModal(kernel)
      },
    )
  }, [kernel, done])

  const started = useRef(false)
  useEffect(() => {
    mounted.current = true
    if (!started.current) {
      started.current = true
      // Back on this view after the session was made (an UnsupportedChain detour): nothing to pair.
      if (holdsSession(kernel, pairingNamespace(kernel))) done()
      else run()
    }
    return () => {
      mounted.current = false
    }
  }, [kernel, run, done])

  return { phase, retry: run }
}
