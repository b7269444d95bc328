import { useCallback } from 'react'
import { push, replace } from '../../core/router/router.js'
import type { ChainsState } from '../../core/slices/chainsSlice.js'
import { Button } from '../components/Button.js'
import { Icon } from '../components/Icon.js'
import { ListItem, Tag } from '../components/ListItem.js'
import { Spinner } from '../components/Spinner.js'
import { WalletImage } from '../components/WalletImage.js'
import { useAccount } from '../hooks/useAccount.js'
import { useKernelState } from '../hooks/useKernel.js'
import { useNetwork } from '../hooks/useNetwork.js'
import { useWalletInfo } from '../hooks/connectionHooks.js'
import { AccountHeader, useBalanceStatus } from './Account/AccountHeader.js'
import { AccountFeatures, AccountTabs } from './Account/AccountTabs.js'
import { DisconnectButton } from './Account/DisconnectButton.js'
import { EmailUpdateRow } from './Account/EmailUpdateRow.js'
import { viewIntent } from './viewIntent.js'
import type { ViewProps } from './viewRegistry.js'
import { useMessages } from '../i18n/useMessages.js'

const css = /* css */ `
.pc-account { display: flex; flex-direction: column; gap: 16px; }
.pc-account-header { padding: 8px 0 4px; }
.pc-account-avatar { width: 72px; height: 72px; border-radius: 50%; overflow: hidden; box-shadow: inset 0 0 0 1px var(--pc-border); }
.pc-account-avatar img { width: 100%; height: 100%; object-fit: cover; }
.pc-account-name { display: flex; align-items: center; gap: 6px; max-width: 100%; }
.pc-account-name .pc-heading { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.pc-account-name .pc-icon-button { width: 32px; height: 32px; }
.pc-account-balance { margin: 0; color: var(--pc-fg-2); font-size: 16px; font-weight: 500; }
.pc-account-shimmer { display: block; width: 96px; height: 18px; border-radius: 8px; background: var(--pc-surface-2); animation: pc-pulse 1.2s ease-in-out infinite; }
.pc-account-features { display: grid; grid-template-columns: repeat(auto-fit, minmax(64px, 1fr)); gap: 8px; }
.pc-account-feature {
  all: unset; box-sizing: border-box; display: flex; flex-direction: column; align-items: center; gap: 6px; padding: 12px 4px;
  border-radius: var(--pc-radius-item); background: var(--pc-surface-1); color: var(--pc-fg-1); font-size: 13px; font-weight: 600; cursor: pointer;
}
.pc-account-feature:hover { background: var(--pc-surface-2); }
.pc-account-panel { padding-top: 12px; }
`

/**
 * The connected account (SPEC sections 2 and 3): avatar, name or short address, balance, the
 * active network, the wallet features and tabs plugins provide, and Disconnect.
 */
export default function Account({ kernel }: ViewProps) {
  const account = useAccount()
  const network = useNetwork()
  const wallet = useWalletInfo()
  const multiWallet = useKernelState('options', (s) => s.features.multiWallet)
  const { t } = useMessages()
  const ns = account.namespace
  const selectTab = useCallback((s: ChainsState) => (ns ? s.byNamespace[ns]?.account.currentTab : undefined) ?? 'tokens', [ns])
  const currentTab = useKernelState('chains', selectTab)
  const balanceStatus = useBalanceStatus(kernel, { ...account, caipNetworkId: network.caipNetworkId, unsupported: network.unsupported })

  if (!account.address || !ns) {
    if (account.status === 'connecting') {
      return (
        <div className="pc-center" style={{ padding: '40px 0' }}>
          <Spinner size={28} label={t('titleConnecting')} />
        </div>
      )
    }
    return (
      <div className="pc-center" style={{ padding: '24px 0' }}>
        <p className="pc-heading">{t('noWalletConnected')}</p>
        <p className="pc-text-muted">{t('connectToSeeAccount')}</p>
        <Button {...viewIntent(kernel, () => ['Connect'])} onClick={() => replace(kernel, 'Connect')}>{t('connectAWallet')}</Button>
      </div>
    )
  }

  const networkName = network.caipNetwork?.name ?? t('network')
  return (
    <div className="pc-account">
      <style>{css}</style>
      <AccountHeader
        kernel={kernel}
        address={account.address}
        profileName={account.profileName}
        profileImage={account.profileImage}
        balance={account.balance}
        balanceSymbol={account.balanceSymbol}
        balanceStatus={balanceStatus}
      />
      <div className="pc-list">
        <ListItem
          image={<WalletImage name={networkName} src={network.caipNetwork?.assets?.imageUrl} size={36} rounded="circle" />}
          label={networkName}
          sublabel={t('network')}
          tag={network.unsupported ? <Tag tone="error">{t('unsupported')}</Tag> : undefined}
          chevron
          {...viewIntent(kernel, () => [network.unsupported ? 'UnsupportedChain' : 'Networks'])}
          onClick={() => push(kernel, network.unsupported ? 'UnsupportedChain' : 'Networks')}
        />
        {multiWallet ? (
          <ListItem
            image={
              <span className="pc-image" style={{ width: 36, height: 36 }} aria-hidden="true">
                <Icon name="wallet" />
              </span>
            }
            label={t('titleWallets')}
            sublabel={wallet?.name}
            {...viewIntent(kernel, () => ['ProfileWallets'])}
            onClick={() => push(kernel, 'ProfileWallets')}
          />
        ) : null}
        <EmailUpdateRow kernel={kernel} namespace={ns} />
      </div>
      <AccountFeatures kernel={kernel} />
      <AccountTabs kernel={kernel} namespace={ns} currentTab={currentTab} />
      <DisconnectButton kernel={kernel} namespace={ns} />
    </div>
  )
}
