import { useVirtualizer } from '@tanstack/react-virtual'
import { useEffect, useRef, type ReactNode } from 'react'
import type { BrowserWallet } from '../../../core/types/connector.js'
import type { WalletListing } from '../../../core/types/wallet.js'
import { WalletImage } from '../../components/WalletImage.js'
import { walletPicture } from '../Connect/listingImage.js'
import type { ViewIntentHandlers } from '../viewIntent.js'
import { useMessages } from '../../i18n/useMessages.js'

export const GRID_COLUMNS = 4
// Room for a 56 px image and a two-line name, so two-word wallet names are not cut.
export const GRID_ROW_HEIGHT = 118
export const TILE_IMAGE_SIZE = 56

export interface WalletGridProps {
  wallets: readonly WalletListing[]
  images: Readonly<Record<string, string>>
  /** The wallets installed in this browser: their tiles show the icon they announced. */
  browserWallets: readonly BrowserWallet[]
  /** How many wallets the whole list has, for assistive tech; -1 while unknown. */
  total: number
  onPick(wallet: WalletListing): void
  /** What a tile watches for before its click, to fetch the views it leads to (viewIntent). */
  intentFor(wallet: WalletListing): ViewIntentHandlers
  /** The ids of the rows on screen (and the overscan row on each side) whenever they change. */
  onVisible(ids: string[]): void
  /** Called when the last rows come into view: time for the next page. */
  onEndReached(): void
  footer?: ReactNode
}

/**
 * The wallets as a virtualized grid of tiles in a scroll box of its own (at most 440 px high):
 * only the rows on screen, plus one on each side, are in the DOM, so thousands of wallets cost
 * what a screenful does. Each tile is a button, so Tab walks the grid and scrolls it along.
 */
export function WalletGrid({ wallets, images, browserWallets, total, onPick, intentFor, onVisible, onEndReached, footer }: WalletGridProps) {
  const scroller = useRef<HTMLDivElement>(null)
  const { t } = useMessages()
  const rowCount = Math.ceil(wallets.length / GRID_COLUMNS)
  const virtualizer = useVirtualizer({
    count: rowCount,
    getScrollElement: () => scroller.current,
    estimateSize: () => GRID_ROW_HEIGHT,
    overscan: 1,
  })
  const rows = virtualizer.getVirtualItems()
  const first = rows[0]?.index ?? 0
  const last = rows.at(-1)?.index ?? -1

  const visibleIds = JSON.stringify(wallets.slice(first * GRID_COLUMNS, (last + 1) * GRID_COLUMNS).map((wallet) => wallet.id))
  useEffect(() => {
    const ids = JSON.parse(visibleIds) as string[]
    if (ids.length > 0) onVisible(ids)
  }, [visibleIds, onVisible])

  useEffect(() => {
    if (rowCount > 0 && last >= rowCount - 2) onEndReached()
  }, [last, rowCount, onEndReached])

  return (
    <div ref={scroller} className="pc-allwallets-scroll">
      <div role="list" aria-label={t('titleWallets')} style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {rows.map((row) => (
          <div key={row.key} className="pc-allwallets-row" style={{ transform: `translateY(${row.start}px)` }}>
            {/* Keyed by column, not by wallet: a keystroke or a scroll that brings other wallets
                into a row updates its tiles in place instead of replacing their DOM. */}
            {wallets.slice(row.index * GRID_COLUMNS, (row.index + 1) * GRID_COLUMNS).map((wallet, column) => (
              <div key={column} role="listitem" aria-setsize={total} aria-posinset={row.index * GRID_COLUMNS + column + 1}>
                <button type="button" className="pc-allwallets-tile" title={wallet.name} {...intentFor(wallet)} onClick={() => onPick(wallet)}>
                  <WalletImage size={TILE_IMAGE_SIZE} {...walletPicture(wallet, images, browserWallets)} />
                  <span className="pc-allwallets-name">{wallet.name}</span>
                </button>
              </div>
            ))}
          </div>
        ))}
      </div>
      {footer}
    </div>
  )
}
