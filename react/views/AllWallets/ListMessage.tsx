import type { WalletsStatus } from '../../../core/slices/walletsSlice.js'
import { Button } from '../../components/Button.js'
import { Icon } from '../../components/Icon.js'
import { Spinner } from '../../components/Spinner.js'
import { GRID_COLUMNS } from './WalletGrid.js'
import { useMessages } from '../../i18n/useMessages.js'

export interface ListMessageProps {
  title: string
  text?: string | undefined
  /** Given, the message is an error: announced at once, with a Try again button. */
  onRetry?: () => void
}

/** The list's empty and error states. */
export function ListMessage({ title, text, onRetry }: ListMessageProps) {
  const { t } = useMessages()
  return (
    <div className="pc-center pc-allwallets-message">
      <span className="pc-text-muted" style={{ display: 'inline-flex' }}>
        <Icon name={onRetry ? 'warning' : 'search'} size={28} />
      </span>
      <div role={onRetry ? 'alert' : 'status'}>
        <p className="pc-heading" style={{ fontSize: 16 }}>{title}</p>
        {text ? <p className="pc-text-muted pc-text-small" style={{ margin: '4px 0 0' }}>{text}</p> : null}
      </div>
      {onRetry ? (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          <Icon name="refresh" size={16} />
          {t('tryAgain')}
        </Button>
      ) : null}
    </div>
  )
}

/** Two rows of placeholder tiles while the first page or a search loads. */
export function SkeletonGrid({ label }: { label: string }) {
  return (
    <div className="pc-allwallets-skeleton">
      <p className="pc-visually-hidden" role="status">{label}</p>
      {Array.from({ length: GRID_COLUMNS * 2 }, (_, index) => (
        <div key={index} className="pc-allwallets-tile" aria-hidden="true" data-skeleton="true">
          <span className="pc-allwallets-skeleton-image" />
          <span className="pc-allwallets-skeleton-text" />
        </div>
      ))}
    </div>
  )
}

export interface ListFooterProps {
  status: WalletsStatus
  searching: boolean
  onRetry(): void
}

/** Under the last tile: the next page (or the registry's search) loading, or its retry. */
export function ListFooter({ status, searching, onRetry }: ListFooterProps) {
  const { t } = useMessages()
  if (status === 'loading') {
    return (
      <div className="pc-allwallets-footer">
        <Spinner size={20} label={searching ? t('searchingMoreWallets') : t('loadingMoreWallets')} />
      </div>
    )
  }
  if (status !== 'error') return null
  return (
    <div className="pc-allwallets-footer">
      <span className="pc-text-muted pc-text-small" role="alert">
        {searching ? t('walletSearchFailed') : t('moreWalletsFailed')}
      </span>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        <Icon name="refresh" size={16} />
        {t('tryAgain')}
      </Button>
    </div>
  )
}
