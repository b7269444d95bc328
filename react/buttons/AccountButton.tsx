import type { ReactNode } from 'react'
import { openModal } from '../../core/actions/modalActions.js'
import { EM_DASH } from '../../core/format/displayCharacters.js'
import { formatBalance } from '../../core/format/formatAmount.js'
import { truncateAddress } from '../../core/format/truncateAddress.js'
import { useAccount, type UseAccountReturnType } from '../hooks/useAccount.js'
import { useKernel } from '../hooks/useKernel.js'
import { addressAvatar } from './addressAvatar.js'
import { openIntent } from './openIntent.js'
import { ShadowSurface } from './ShadowSurface.js'
import { shellMessages } from '../i18n/shellMessages.js'
import { useTranslator } from '../i18n/useTranslator.js'

export interface AccountButtonRenderProps {
  account: UseAccountReturnType
  /** The profile name, else the address as SPEC section 5 shortens it. */
  displayName: string
  /** The balance floored to 3 decimals with its symbol, when known. */
  displayBalance: string | undefined
  open(): void
}

export interface AccountButtonProps {
  /** Hide the balance (narrow layouts). */
  balance?: 'show' | 'hide'
  children?: (props: AccountButtonRenderProps) => ReactNode
}

/** The connected account: balance, avatar and name or short address; opens Account. Nothing when disconnected. */
export function AccountButton({ balance = 'show', children }: AccountButtonProps) {
  const kernel = useKernel()
  const account = useAccount()
  const { locale } = useTranslator(shellMessages)
  if (!account.address) return null
  const open = () => openModal(kernel, { view: 'Account' })
  if (children) return <>{children({ account, ...accountDisplay(account, account.address, locale), open })}</>
  return (
    <ShadowSurface>
      <AccountButtonBody account={account} balance={balance} onOpen={open} />
    </ShadowSurface>
  )
}

/**
 * The account button's own <button>, without its surface: ConnectButton renders it inside its
 * surface once connected, so the shadow host (and the modal's way back to focus) stays the same.
 * Its name is its visible text (WCAG 2.5.3: what a speech user reads is what they can say).
 */
export function AccountButtonBody({ account, balance = 'show', onOpen }: { account: UseAccountReturnType; balance?: 'show' | 'hide'; onOpen(): void }) {
  const kernel = useKernel()
  const { locale } = useTranslator(shellMessages)
  if (!account.address) return null
  const { displayName, displayBalance } = accountDisplay(account, account.address, locale)
  const open = onOpen
  return (
    <>
      <button
        type="button"
        className="pc-host-button"
        data-kind="account"
        {...openIntent(kernel, () => 'Account')}
        onClick={open}
      >
        {balance === 'show' && displayBalance ? <span className="pc-muted">{displayBalance}</span> : null}
        <span className="pc-pill">
          {/* The profile image as a background: no element or rule of its own in the first bundle; quoted as a CSS string. */}
          <span className="pc-avatar" style={{ background: account.profileImage ? `center/cover url(${JSON.stringify(account.profileImage)})` : addressAvatar(account.address) }} aria-hidden="true" />
          {displayName}
        </span>
      </button>
    </>
  )
}

/** The texts both forms of the button show: the profile name or short address, and the balance. */
function accountDisplay(account: UseAccountReturnType, address: string, locale: string) {
  const displayName = account.profileName ?? truncateAddress(address)
  const displayBalance = account.balance === undefined ? undefined : `${safeBalance(account.balance, locale)} ${account.balanceSymbol ?? ''}`.trim()
  return { displayName, displayBalance }
}

/** A balance a wallet reported in a shape we cannot read is not shown, rather than shown as NaN. */
function safeBalance(value: string, locale: string): string {
  try {
    return formatBalance(value, { locale })
  } catch {
    return EM_DASH
  }
}
