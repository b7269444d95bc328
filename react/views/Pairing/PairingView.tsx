import type { PairingLogin } from '../../../core/kernel/contributions.js'
import { loginMethodOf } from '../../../core/kernel/registrySlice.js'
import { useKernelState } from '../../hooks/useKernel.js'
import type { ViewProps } from '../viewRegistry.js'
import { PairingLayout } from './PairingLayout.js'
import { useMessages } from '../../i18n/useMessages.js'

/** The pairing login a view of kind 'pairing' draws, followed as the registry changes. */
export function usePairingLogin(id: string | undefined): PairingLogin | undefined {
  return useKernelState('registry', (registry) => loginMethodOf(registry, id, 'pairing'))
}

/** Said where the login method a pairing view names is not registered (a site's wiring mistake). */
export function PairingMissing() {
  const { t } = useMessages()
  return (
    <div className="pc-center" style={{ padding: '32px 0' }}>
      <p className="pc-heading">{t('notAvailable')}</p>
      <p className="pc-text-muted" role="status">{t('wayNotEnabled')}</p>
    </div>
  )
}

/**
 * Connecting a registry wallet (data.wallet), or any wallet through the login method's own
 * connector (data.connector), by a pairing link: a QR code or a button opening the wallet.
 */
export default function PairingView({ kernel, data, loginMethod }: ViewProps) {
  const method = usePairingLogin(loginMethod)
  if (!method) return <PairingMissing />
  return <PairingLayout kernel={kernel} method={method} wallet={data?.wallet} connector={data?.connector} titled />
}
