import { useCallback, useEffect, useRef } from 'react'
import { goBack, leaveAfterSwitch } from '../../core/router/navigationRules.js'
import { Button } from '../components/Button.js'
import { Spinner } from '../components/Spinner.js'
import { WalletImage } from '../components/WalletImage.js'
import { useWalletInfo } from '../hooks/connectionHooks.js'
import { useNetworkSwitch } from './Networks/useNetworkSwitch.js'
import type { ViewProps } from './viewRegistry.js'
import { useMessages } from '../i18n/useMessages.js'

const css = /* css */ `
.pc-switchnetwork { padding: 16px 0 8px; gap: 12px; }
.pc-switchnetwork-image { position: relative; display: inline-flex; }
.pc-switchnetwork-image .pc-spinner { position: absolute; inset: -8px; width: auto !important; height: auto !important; border-width: 3px; }
.pc-switchnetwork p { margin: 0; }
`

/**
 * Asks the connected wallet to move to `data.network` (SPEC section 4) as soon as the view opens,
 * once even under StrictMode. Success returns past the network views; a refusal takes the kernel
 * back one view, and the visitor then sees the error as a toast. An error that leaves the view in
 * place is shown here, with Try again.
 */
export default function SwitchNetwork({ kernel, data }: ViewProps) {
  const network = data?.network
  const wallet = useWalletInfo(network?.chainNamespace)
  const onSwitched = useCallback(() => leaveAfterSwitch(kernel), [kernel])
  const { state, run } = useNetworkSwitch(kernel, onSwitched)
  const asked = useRef<string>(undefined)
  const id = network?.caipNetworkId
  const { t } = useMessages()

  useEffect(() => {
    if (!id || asked.current === id) return
    asked.current = id
    void run(id)
  }, [id, run])

  if (!network) {
    return (
      <div className="pc-center" style={{ padding: '24px 0' }}>
        <p className="pc-heading">{t('noNetworkChosen')}</p>
        <p className="pc-text-muted">{t('pickNetworkHint')}</p>
        <Button variant="secondary" onClick={() => goBack(kernel)}>
          {t('back')}
        </Button>
      </div>
    )
  }

  const failed = state.status === 'failed'
  return (
    <div className="pc-center pc-switchnetwork">
      <style>{css}</style>
      <span className="pc-switchnetwork-image">
        <WalletImage name={network.name} src={network.assets?.imageUrl} size={80} rounded="circle" />
        {failed ? null : <Spinner size={96} />}
      </span>
      <p className="pc-heading">{failed ? t('switchFailed') : t('approveInWalletTitle')}</p>
      {failed ? (
        <>
          <p className="pc-text-muted" role="alert">
            {state.error}
          </p>
          <Button onClick={() => void run(network.caipNetworkId)}>{t('tryAgain')}</Button>
        </>
      ) : (
        <p className="pc-text-muted" role="status">
          {t('acceptSwitch', { network: network.name, wallet: wallet?.name ?? t('yourWallet') })}
        </p>
      )}
    </div>
  )
}
