import type { ReactNode } from 'react'
import { openModal } from '../../core/actions/modalActions.js'
import { chooseOpeningView } from '../../core/router/chooseOpeningView.js'
import type { ViewId } from '../../core/router/ViewRegistry.js'
import { useAccount, type UseAccountReturnType } from '../hooks/useAccount.js'
import { useKernel } from '../hooks/useKernel.js'
import { AccountButtonBody } from './AccountButton.js'
import { ShadowSurface } from './ShadowSurface.js'
import { shellMessages } from '../i18n/shellMessages.js'
import { useTranslator } from '../i18n/useTranslator.js'
import { openIntent } from './openIntent.js'

export interface ConnectButtonRenderProps {
  open(view?: ViewId): void
  isConnecting: boolean
  isConnected: boolean
  account: UseAccountReturnType
}

export interface ConnectButtonProps {
  /** Replaces 'Connect Wallet' (in the visitor's language) with the site's own words. */
  label?: string
  loadingLabel?: string
  /** Draw your own button: receives what it needs and renders in your page, with your styles. */
  children?: (props: ConnectButtonRenderProps) => ReactNode
}

/** "Connect Wallet"; once connected it becomes the account button. */
export function ConnectButton({ label, loadingLabel, children }: ConnectButtonProps) {
  // The kernel, not useModal: the button does not read the modal's state, so it must not re-render
  // each time the modal opens or changes view.
  const kernel = useKernel()
  const account = useAccount()
  const isConnecting = account.status === 'connecting'
  const { t } = useTranslator(shellMessages)
  if (children) {
    return <>{children({ open: (view) => openModal(kernel, view ? { view } : undefined), isConnecting, isConnected: account.isConnected, account })}</>
  }
  return (
    <ShadowSurface>
      {account.isConnected ? (
        <AccountButtonBody account={account} onOpen={() => openModal(kernel, { view: 'Account' })} />
      ) : (
        <button
          type="button"
          className="pc-host-button"
          data-kind="connect"
          aria-busy={isConnecting || undefined}
          {...openIntent(kernel, () => chooseOpeningView(kernel))}
          onClick={() => openModal(kernel)}
        >
          {isConnecting ? <span className="pc-spinner" aria-hidden="true" /> : null}
          {isConnecting ? (loadingLabel ?? t('connectingLabel')) : (label ?? t('connectWallet'))}
        </button>
      )}
    </ShadowSurface>
  )
}
