import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { loadMoreAccountNfts, retryAccountNfts, watchAccountNfts, type NftsState } from '../../../core/nfts/AccountNfts.js'
import { nftKey, type Nft } from '../../../core/nfts/Nft.js'
import { Button } from '../../components/Button.js'
import { Spinner } from '../../components/Spinner.js'
import { VirtualRows } from '../../components/VirtualRows.js'
import { safeImageSrc } from '../../components/WalletImage.js'
import { useKernelState } from '../../hooks/useKernel.js'
import { useMessages } from '../../i18n/useMessages.js'
import type { AccountTabProps } from '../Account/AccountTabs.js'

const css = /* css */ `
.pc-nfts { min-width: 0; }
.pc-nft { display: flex; flex-direction: column; gap: 2px; min-width: 0; }
.pc-nft-image { position: relative; display: flex; align-items: center; justify-content: center; width: 100%; aspect-ratio: 1; margin-bottom: 6px; overflow: hidden; border-radius: var(--pc-radius-item); background: var(--pc-surface-2); color: var(--pc-fg-2); font-weight: 600; font-size: 20px; }
.pc-nft-image img { width: 100%; height: 100%; object-fit: cover; display: block; }
.pc-nft-name { color: var(--pc-fg-1); font-weight: 500; font-size: 13px; line-height: 18px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.pc-nft-collection { color: var(--pc-fg-2); font-size: 12px; line-height: 16px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.pc-nft-shimmer { display: block; border-radius: 6px; background: var(--pc-surface-2); animation: pc-pulse 1.2s ease-in-out infinite; }
.pc-nfts-shimmer { display: grid; gap: 8px; }
.pc-nfts-note { display: flex; flex-direction: column; align-items: center; gap: 12px; padding: 24px 8px; color: var(--pc-fg-2); text-align: center; }
.pc-nfts-more { display: flex; align-items: center; justify-content: center; gap: 12px; padding: 8px 0 4px; color: var(--pc-fg-2); font-size: 13px; }
@media (prefers-reduced-motion: reduce) { .pc-nft-shimmer { animation: none; } }
`

const MAX_HEIGHT = 312
const GAP = 8
// Name and collection lines under the image, its margin, and the gap to the next row.
const TEXT_HEIGHT = 6 + 18 + 2 + 16 + GAP
// The width the modal gives a tab on a desktop, until the panel is measured.
const DEFAULT_WIDTH = 312

/** Three cards a row in the modal's width, two where the panel is narrower (a large text size, a small phone). */
const columnsFor = (width: number): number => (width < 280 ? 2 : 3)

/**
 * The NFTs tab: the account's tokens as a grid of cards (picture, name, collection), read page by
 * page as the visitor scrolls, spam-flagged ones hidden (SPEC section 5; the slice holds none).
 * Pictures load lazily and a stand-in with the collection's initials replaces one that fails.
 * Cards shimmer while the first page is read; a list that failed says so with a retry.
 */
export default function NftsTab({ kernel, namespace }: AccountTabProps) {
  const { t, error: errorText } = useMessages()
  const select = useCallback((s: NftsState) => s.byNamespace[namespace], [namespace])
  const list = useKernelState('nfts', select)
  useEffect(() => watchAccountNfts(kernel), [kernel])
  const box = useRef<HTMLDivElement>(null)
  // Unknown until measured, before the first paint: the grid is drawn only then, so the row height
  // it restores its kept scroll position with is the one it keeps (a guess would clamp it).
  const [measured, setWidth] = useState<number>()
  const width = measured ?? DEFAULT_WIDTH
  useLayoutEffect(() => {
    const element = box.current
    if (!element) return
    const measure = () => setWidth(element.clientWidth || DEFAULT_WIDTH)
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  const columns = columnsFor(width)
  const cardWidth = (width - GAP * (columns - 1)) / columns
  const next = list?.status === 'ready' ? list.next : undefined
  const more = list?.status === 'ready' ? list.more : 'idle'
  const onEndReached = useCallback(() => {
    if (next !== undefined && more === 'idle') loadMoreAccountNfts(kernel)
  }, [kernel, next, more])

  let body
  if (!list || list.status === 'loading') {
    body = (
      <div className="pc-nfts-shimmer" role="status" aria-label={t('loadingNfts')} style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}>
        {Array.from({ length: columns * 2 }, (_, index) => <ShimmerCard key={index} />)}
      </div>
    )
  } else if (list.status === 'error') {
    body = (
      <div className="pc-nfts-note" role="alert">
        <span>{errorText(list.error, 'loadingNfts')}</span>
        <Button variant="secondary" size="sm" onClick={() => retryAccountNfts(kernel)}>{t('tryAgain')}</Button>
      </div>
    )
  } else if (list.nfts.length === 0) {
    body = <div className="pc-nfts-note"><span>{t('noNfts')}</span></div>
  } else if (measured === undefined) {
    body = null
  } else {
    body = (
      <VirtualRows
        kernel={kernel}
        items={list.nfts}
        scrollKey={`nfts:${namespace}`}
        label={t('nfts')}
        columns={columns}
        rowHeight={Math.round(cardWidth + TEXT_HEIGHT)}
        maxHeight={MAX_HEIGHT}
        itemKey={(nft) => nftKey(nft)}
        renderItem={(nft) => <NftCard nft={nft} />}
        onEndReached={onEndReached}
        footer={<MoreFooter state={list.more} onRetry={() => loadMoreAccountNfts(kernel)} />}
      />
    )
  }
  return (
    <div className="pc-nfts" ref={box}>
      <style>{css}</style>
      {body}
    </div>
  )
}

function NftCard({ nft }: { nft: Nft }) {
  return (
    <div className="pc-nft" data-nft={nftKey(nft)} title={`${nft.name} - ${nft.collection.name}`}>
      <NftImage src={nft.imageUrl} collection={nft.collection.name} />
      <span className="pc-nft-name">{nft.name}</span>
      <span className="pc-nft-collection">{nft.collection.name}</span>
    </div>
  )
}

function NftImage({ src, collection }: { src: string | undefined; collection: string }) {
  const [failed, setFailed] = useState<string>()
  const safe = safeImageSrc(src)
  return (
    <span className="pc-nft-image" aria-hidden="true" data-fallback={safe && failed !== safe ? undefined : 'true'}>
      {safe && failed !== safe
        ? <img src={safe} alt="" loading="lazy" decoding="async" draggable={false} onError={() => setFailed(safe)} />
        : initials(collection)}
    </span>
  )
}

function MoreFooter({ state, onRetry }: { state: 'idle' | 'loading' | 'error'; onRetry(): void }) {
  const { t } = useMessages()
  if (state === 'loading') return <div className="pc-nfts-more"><Spinner size={16} label={t('loadingMoreNfts')} /></div>
  if (state === 'error') {
    return (
      <div className="pc-nfts-more" role="alert">
        <span>{t('moreNftsFailed')}</span>
        <Button variant="secondary" size="sm" onClick={onRetry}>{t('tryAgain')}</Button>
      </div>
    )
  }
  return null
}

function ShimmerCard() {
  return (
    <div className="pc-nft" aria-hidden="true">
      <span className="pc-nft-shimmer" style={{ width: '100%', aspectRatio: '1', marginBottom: 6, borderRadius: 'var(--pc-radius-item)' }} />
      <span className="pc-nft-shimmer" style={{ width: '80%', height: 14, margin: '2px 0' }} />
      <span className="pc-nft-shimmer" style={{ width: '55%', height: 12, margin: '2px 0' }} />
    </div>
  )
}

function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  return (words.length > 1 ? words[0]![0]! + words[1]![0]! : (words[0] ?? '?').slice(0, 2)).toUpperCase()
}
