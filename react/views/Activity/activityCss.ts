/** The Activity tab's rules; they ride in its chunk. */
export const activityCss = /* css */ `
.pc-activity { display: flex; flex-direction: column; gap: 4px; }
.pc-tx { display: flex; align-items: center; gap: 12px; min-height: 56px; padding: 8px 12px 8px 8px; border-radius: var(--pc-radius-item); background: var(--pc-surface-1); }
.pc-tx-icon { position: relative; flex: none; width: 36px; height: 36px; }
.pc-tx-badge { position: absolute; inset-inline-end: -2px; bottom: -2px; display: grid; place-items: center; width: 16px; height: 16px; border-radius: 50%; background: var(--pc-surface-2); color: var(--pc-fg-1); box-shadow: 0 0 0 2px var(--pc-surface-1); }
.pc-tx-what, .pc-tx-amount { display: flex; flex-direction: column; gap: 2px; min-width: 0; }
.pc-tx-what { flex: 1 1 auto; }
.pc-tx-amount { flex: none; align-items: flex-end; text-align: end; font-variant-numeric: tabular-nums; max-width: 50%; }
.pc-tx-main { color: var(--pc-fg-1); font-weight: 500; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.pc-tx-sub { color: var(--pc-fg-2); font-size: 13px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.pc-tx-in { color: var(--pc-success, var(--pc-fg-1)); }
.pc-tx-status { display: inline-block; margin-inline-start: 6px; padding: 0 6px; border-radius: 999px; font-size: 11px; font-weight: 600; line-height: 16px; vertical-align: 1px; background: var(--pc-surface-2); color: var(--pc-fg-2); }
.pc-tx-status[data-status='failed'] { color: var(--pc-error, var(--pc-fg-1)); }
.pc-tx-shimmer { display: block; border-radius: 6px; background: var(--pc-surface-2); animation: pc-pulse 1.2s ease-in-out infinite; }
.pc-activity-note { display: flex; flex-direction: column; align-items: center; gap: 8px; padding: 24px 8px; color: var(--pc-fg-2); text-align: center; }
.pc-activity-note-title { color: var(--pc-fg-1); font-weight: 500; }
.pc-activity-footer { display: flex; align-items: center; justify-content: center; gap: 8px; min-height: 48px; color: var(--pc-fg-2); font-size: 13px; }
@media (prefers-reduced-motion: reduce) { .pc-tx-shimmer { animation: none; } }
`
