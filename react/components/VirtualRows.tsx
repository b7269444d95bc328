import { useVirtualizer } from '@tanstack/react-virtual'
import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react'
import type { Kernel } from '../../core/kernel/types.js'

const SCROLL_POSITIONS = Symbol('portico.virtual-rows.scroll')

export interface VirtualRowsProps<T> {
  kernel: Kernel
  items: readonly T[]
  /** Names the list among the kernel's kept scroll positions ('tokens:eip155'). */
  scrollKey: string
  label: string
  /** One row's height in px, gap included: rows are fixed-height so the scroll bar never jumps. */
  rowHeight: number
  /** Items side by side in a row (a grid); 1 by default. */
  columns?: number
  /** The scroll box's height cap in px. */
  maxHeight: number
  itemKey(item: T): string
  renderItem(item: T): ReactNode
  /** Called when the last two rows come into view: time for the next page. */
  onEndReached?(): void
  /** Drawn after the rows, inside the scroll box (a "loading more" row). */
  footer?: ReactNode
}

/**
 * A long list of an account (tokens, NFTs, activity) in a scroll box of its own: only the rows on
 * screen, and one on each side, are in the DOM, so a thousand entries cost a screenful. The
 * scroll position is kept in the kernel by `scrollKey`, so a visitor who looks at another tab and
 * comes back finds the list where they left it.
 */
export function VirtualRows<T>(props: VirtualRowsProps<T>) {
  const { kernel, items, scrollKey, rowHeight, maxHeight, itemKey, renderItem, onEndReached, footer } = props
  const columns = Math.max(1, props.columns ?? 1)
  const scroller = useRef<HTMLDivElement>(null)
  const positions = kernel.local(SCROLL_POSITIONS, () => new Map<string, number>())
  const rowCount = Math.ceil(items.length / columns)
  const virtualizer = useVirtualizer({
    count: rowCount,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    overscan: 1,
    initialOffset: () => positions.get(scrollKey) ?? 0,
  })

  useLayoutEffect(() => {
    const box = scroller.current
    if (!box) return
    box.scrollTop = positions.get(scrollKey) ?? 0
    const remember = () => positions.set(scrollKey, box.scrollTop)
    box.addEventListener('scroll', remember, { passive: true })
    return () => box.removeEventListener('scroll', remember)
  }, [positions, scrollKey])

  const rows = virtualizer.getVirtualItems()
  const last = rows.at(-1)?.index ?? -1
  useEffect(() => {
    if (onEndReached && rowCount > 0 && last >= rowCount - 2) onEndReached()
  }, [last, rowCount, onEndReached])

  return (
    <div
      ref={scroller}
      role="list"
      aria-label={props.label}
      style={{ maxHeight, overflowY: 'auto', overscrollBehavior: 'contain', marginInline: -4, paddingInline: 4 }}
    >
      <div role="presentation" style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {rows.map((row) => (
          <div
            key={row.key}
            role="presentation"
            style={{
              position: 'absolute', insetInlineStart: 0, top: 0, width: '100%', height: rowHeight,
              transform: `translateY(${row.start}px)`,
              display: 'grid', gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, gap: 8, alignContent: 'start',
            }}
          >
            {items.slice(row.index * columns, (row.index + 1) * columns).map((item) => (
              <div key={itemKey(item)} role="listitem" style={{ minWidth: 0 }}>{renderItem(item)}</div>
            ))}
          </div>
        ))}
      </div>
      {footer}
    </div>
  )
}
