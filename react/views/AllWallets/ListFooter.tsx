import type { WalletsStatus } from '../../../core/slices/walletsSlice.js'
import { Button } from '../../components/Button.js'
import { Icon } from '../../components/Icon.js'
import { Spinner } from '../../components/Spinner.js'

export interface ListFooterProps {
  status: WalletsStatus
  searching: boolean
  onRetry(): void
}

/** Under the last tile: the next page (or the registry's search) loading, or its retry. */
export function ListFooter({ status, searching, onRetry }: ListFooterProps) {
  if (status === 'loading') {
    return (
      <div className="pc-allwallets-footer">
        <Spinner size={20} label={searching ? 'Searching more wallets' : 'Loading more wallets'} />
      </div>
    )
  }
  if (status !== 'error') return null
  return (
    <div className="pc-allwallets-footer">
      <span className="pc-text-muted pc-text-small" role="alert">
        {searching ? 'The wallet search failed' : 'More wallets could not be loaded'}
      </span>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        <Icon name="refresh" size={16} />
        Try again
      </Button>
    </div>
  )
}
