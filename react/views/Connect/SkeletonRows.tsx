/** The skeleton rows' look; the view that shows them puts it in its <style>. */
export const skeletonCss = /* css */ `
.pc-skeleton-row { display: flex; align-items: center; gap: 12px; min-height: 56px; padding: 8px; border-radius: var(--pc-radius-item); background: var(--pc-surface-1); }
.pc-skeleton-row span { display: block; border-radius: var(--pc-radius-image); background: var(--pc-surface-3); animation: pc-pulse 1.2s ease-in-out infinite; }
`

/**
 * Placeholder list items while listings load. Hidden from assistive tech: the view says
 * "Loading wallets" in a status element outside the list.
 */
export function SkeletonRows({ count }: { count: number }) {
  return Array.from({ length: count }, (_, index) => (
    <li key={index} className="pc-skeleton-row" aria-hidden="true">
      <span style={{ width: 40, height: 40 }} />
      <span style={{ width: `${50 - index * 8}%`, height: 14 }} />
    </li>
  ))
}
