import { useCallback } from 'react'
import { truncateAddress } from '../../core/format/truncateAddress.js'
import { goBack, leaveAfterSwitch } from '../../core/router/navigationRules.js'
import { replace } from '../../core/router/router.js'
import { addressAvatar } from '../buttons/addressAvatar.js'
import { Button } from '../components/Button.js'
import { WalletImage } from '../components/WalletImage.js'
import { useAccount } from '../hooks/useAccount.js'
import { useNetwork } from '../hooks/useNetwork.js'
import { useNetworkSwitch } from './Networks/useNetworkSwitch.js'
import type { ViewProps } from './viewRegistry.js'
import { useMessages } from '../i18n/useMessages.js'

const css = /* css */ `
.pc-switchactivechain { padding: 12px 0 4px; gap: 12px; }
.pc-switchactivechain p { margin: 0; }
.pc-switchactivechain-account { display: flex; align-items: center; gap: 10px; padding: 8px 14px; border-radius: 14px; background: var(--pc-surface-1); }
.pc-switchactivechain-avatar { width: 24px; height: 24px; border-radius: 50%; }
.pc-switchactivechain-actions { display: flex; flex-direction: column; gap: 8px; width: 100%; }
`

/**
 * A network of another chain family (SPEC section 4): switching makes that namespace the active
 * chain, and with it its account. Shows that account when one is connected, else offers to
 * connect a wallet there.
 */
export default function SwitchActiveChain({ kernel, data }: ViewProps) {
  const network = data?.network
  const account = useAccount(network?.chainNamespace)
  const current = useNetwork()
  const onSwitched = useCallback(() => leaveAfterSwitch(kernel), [kernel])
  const { state, run } = useNetworkSwitch(kernel, onSwitched)
  const { t } = useMessages()

  if (!network) {
    return (
      <div className="pc-center" style={{ padding: '24px 0' }}>
        <p className="pc-heading">{t('noNetworkChosen')}</p>
        <Button variant="secondary" onClick={() => goBack(kernel)}>
          {t('back')}
        </Button>
      </div>
    )
  }

  const pending = state.status === 'pending'
  // Connecting happens on the chain of the chosen network, so it becomes the active one first.
  const connectThere = () => run(network.caipNetworkId, () => replace(kernel, 'Connect'))
  return (
    <div className="pc-center pc-switchactivechain">
      <style>{css}</style>
      <WalletImage name={network.name} src={network.assets?.imageUrl} size={64} rounded="circle" />
      <p className="pc-heading">{t('switchTo', { network: network.name })}</p>
      <p className="pc-text-muted">
        {t('otherChainFamily', { network: network.name, current: current.caipNetwork?.name ?? t('theCurrentNetwork') })}
      </p>
      {account.isConnected && account.address ? (
        <div className="pc-switchactivechain-account">
          <span className="pc-switchactivechain-avatar" style={{ background: addressAvatar(account.address) }} aria-hidden="true" />
          <span>{account.profileName ?? truncateAddress(account.address)}</span>
        </div>
      ) : (
        <p className="pc-text-muted pc-text-small">{t('noWalletOnNetwork', { network: network.name })}</p>
      )}
      {state.status === 'failed' ? (
        <p className="pc-text-muted" role="alert">
          {state.error}
        </p>
      ) : null}
      <div className="pc-switchactivechain-actions">
        {account.isConnected ? (
          <Button block loading={pending} aria-disabled={pending || undefined} onClick={() => !pending && void run(network.caipNetworkId)}>
            {t('switch')}
          </Button>
        ) : (
          <>
            <Button block loading={pending} aria-disabled={pending || undefined} onClick={() => !pending && void connectThere()}>
              {t('connectAWallet')}
            </Button>
            <Button block variant="secondary" aria-disabled={pending || undefined} onClick={() => !pending && void run(network.caipNetworkId)}>
              {t('switch')}
            </Button>
          </>
        )}
      </div>
    </div>
  )
}
