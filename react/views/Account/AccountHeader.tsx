import { useEffect, useRef, useState } from 'react'
import { showToast } from '../../../core/actions/notifications.js'
import { syncBalance } from '../../../core/connection/syncBalance.js'
import type { ChainNamespace } from '../../../core/constants/namespaces.js'
import { EM_DASH } from '../../../core/format/displayCharacters.js'
import { formatBalance } from '../../../core/format/formatAmount.js'
import { truncateAddress } from '../../../core/format/truncateAddress.js'
import type { Kernel } from '../../../core/kernel/types.js'
import { addressAvatar } from '../../buttons/addressAvatar.js'
import { Icon } from '../../components/Icon.js'
import { safeImageSrc } from '../../components/WalletImage.js'
import { useMessages } from '../../i18n/useMessages.js'
import type { Messages } from '../../i18n/useMessages.js'

export type BalanceStatus = 'shown' | 'loading' | 'none'

export interface BalanceSubject {
  namespace: ChainNamespace | undefined
  address: string | undefined
  caipNetworkId: string | undefined
  unsupported: boolean
  balance: string | undefined
}

/**
 * Whether the balance is shown, still on its way, or not to be had. A namespace without a
 * getBalance capability, an unsupported network or a failed fetch has none (nothing is faked);
 * an unknown balance is fetched once per account and network, so the shimmer always ends.
 */
export function useBalanceStatus(kernel: Kernel, subject: BalanceSubject): BalanceStatus {
  const { namespace, address, caipNetworkId, unsupported, balance } = subject
  const canFetch = Boolean(namespace && address && caipNetworkId && !unsupported && kernel.namespaces.get(namespace)?.capabilities?.getBalance)
  const key = canFetch ? `${namespace}|${address}|${caipNetworkId}` : undefined
  const requested = useRef<string>(undefined)
  const [settled, setSettled] = useState<string>()

  useEffect(() => {
    if (!key || !namespace || balance !== undefined || requested.current === key) return
    // Kept across StrictMode's second effect run, so one account and network is fetched once.
    requested.current = key
    void syncBalance(kernel, namespace).finally(() => setSettled(key))
  }, [kernel, key, namespace, balance])

  if (balance !== undefined) return 'shown'
  if (!key) return 'none'
  return settled === key ? 'none' : 'loading'
}

export interface AccountHeaderProps {
  kernel: Kernel
  address: string
  profileName: string | undefined
  profileImage: string | undefined
  balance: string | undefined
  balanceSymbol: string | undefined
  balanceStatus: BalanceStatus
}

/** The large avatar, the profile name or short address with a copy button, and the balance. */
export function AccountHeader({ kernel, address, profileName, profileImage, balance, balanceSymbol, balanceStatus }: AccountHeaderProps) {
  const image = safeImageSrc(profileImage)
  const name = profileName ?? truncateAddress(address)
  const { t, locale } = useMessages()
  const shown = balanceStatus === 'shown' && balance !== undefined ? displayBalance(balance, balanceSymbol, locale) : undefined
  return (
    <div className="pc-center pc-account-header">
      <span className="pc-account-avatar" style={image ? undefined : { background: addressAvatar(address) }} aria-hidden="true">
        {image ? <img src={image} alt="" draggable={false} /> : null}
      </span>
      <div className="pc-account-name">
        <p className="pc-heading" title={address}>
          {name}
        </p>
        <button type="button" className="pc-icon-button" aria-label={t('copyAddress')} onClick={() => void copyAddress(kernel, address, t)}>
          <Icon name="copy" size={18} />
        </button>
      </div>
      {balanceStatus === 'loading' ? (
        <span className="pc-account-shimmer" role="status" aria-label={t('loadingBalance')} />
      ) : shown ? (
        <p className="pc-account-balance">{shown}</p>
      ) : null}
    </div>
  )
}

/** SPEC section 5: floored to 3 decimals. A balance in a shape we cannot read is not shown as NaN. */
function displayBalance(balance: string, symbol: string | undefined, locale: string): string {
  let amount: string
  try {
    amount = formatBalance(balance, { locale })
  } catch {
    return EM_DASH
  }
  return symbol ? `${amount} ${symbol}` : amount
}

async function copyAddress(kernel: Kernel, address: string, t: Messages['t']): Promise<void> {
  const clipboard = globalThis.navigator?.clipboard
  try {
    if (!clipboard?.writeText) throw new Error('no clipboard')
    await clipboard.writeText(address)
    showToast(kernel, { message: t('addressCopied'), variant: 'success' })
  } catch {
    // An insecure page or a denied permission has no clipboard: say so rather than pretend.
    showToast(kernel, { message: t('addressNotCopied'), variant: 'error' })
  }
}
