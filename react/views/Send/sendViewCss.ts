/** The Send view's styles, in its lazy chunk with it: nothing of Send weighs on the first bundle. */
export const sendViewCss = /* css */ `
.pc-send { display: flex; flex-direction: column; gap: 8px; }
.pc-send .pc-input { padding-inline-start: 14px; }
.pc-send-label { font-size: 13px; font-weight: 600; color: var(--pc-fg-2); margin-top: 6px; }
.pc-send-picker { position: relative; display: flex; flex-direction: column; gap: 6px; }
.pc-send-token, .pc-send-row {
  box-sizing: border-box; display: flex; align-items: center; gap: 12px; width: 100%; padding: 10px 12px;
  border: none; border-radius: 16px; background: var(--pc-surface-2); color: var(--pc-fg-1);
  font: 15px var(--pc-font); text-align: start; cursor: pointer;
}
.pc-send-token { box-shadow: inset 0 0 0 1px var(--pc-border); }
.pc-send-token:hover, .pc-send-row:hover { background: var(--pc-surface-3); }
.pc-send-token:focus-visible, .pc-send-row:focus-visible, .pc-send-max:focus-visible { outline: 2px solid var(--pc-focus); outline-offset: 2px; }
.pc-send-token-text { display: flex; flex-direction: column; flex: 1; min-width: 0; }
.pc-send-token-symbol { font-weight: 600; }
.pc-send-token-balance, .pc-send-token-name { font-size: 13px; color: var(--pc-fg-2); overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.pc-send-row-balance { font-variant-numeric: tabular-nums; color: var(--pc-fg-1); }
.pc-send-row[aria-current] { box-shadow: inset 0 0 0 1.5px var(--pc-accent); }
.pc-send-list { list-style: none; margin: 0; padding: 6px; display: flex; flex-direction: column; gap: 4px; border-radius: 18px; background: var(--pc-surface-1); box-shadow: inset 0 0 0 1px var(--pc-border); max-height: 240px; overflow-y: auto; }
.pc-send-mark {
  flex: none; display: inline-flex; align-items: center; justify-content: center; width: 32px; height: 32px;
  border-radius: 50%; background: var(--pc-accent-soft); color: var(--pc-accent-text); font-weight: 700; object-fit: cover;
}
.pc-send-amount { position: relative; }
.pc-send-amount .pc-input { padding-inline-end: 64px; font-size: 20px; font-variant-numeric: tabular-nums; }
.pc-send-max {
  position: absolute; inset-inline-end: 8px; top: 50%; transform: translateY(-50%); height: 28px; padding: 0 10px;
  border: none; border-radius: 10px; background: var(--pc-accent-soft); color: var(--pc-accent-text); font: 600 13px var(--pc-font); cursor: pointer;
}
.pc-send-max:disabled { opacity: 0.5; cursor: default; }
.pc-send .pc-input[aria-invalid] { box-shadow: inset 0 0 0 1.5px var(--pc-error); }
.pc-send-fiat { margin: 0; min-height: 18px; color: var(--pc-fg-2); font-size: 13px; font-variant-numeric: tabular-nums; }
.pc-send-summary-fiat { margin: -6px 0 0; color: var(--pc-fg-2); font-size: 14px; font-variant-numeric: tabular-nums; }
.pc-send-field-error, .pc-send-error { margin: 0; color: var(--pc-error); font-size: 13px; }
.pc-send .pc-button { margin-top: 10px; }
.pc-send-note { display: flex; align-items: center; gap: 8px; margin: 0; color: var(--pc-fg-2); font-size: 13px; font-variant-numeric: tabular-nums; }
.pc-send-avatar { flex: none; display: inline-block; width: 20px; height: 20px; border-radius: 50%; overflow: hidden; }
.pc-send-avatar img { display: block; width: 100%; height: 100%; object-fit: cover; }
.pc-send-facts dd.pc-send-to { display: flex; flex-direction: column; align-items: flex-end; gap: 2px; }
.pc-send-to-address { font-weight: 400; font-size: 13px; color: var(--pc-fg-2); }
.pc-send-preview { display: flex; flex-direction: column; gap: 14px; }
.pc-send-summary { display: flex; flex-direction: column; align-items: center; gap: 10px; padding: 8px 0 4px; }
.pc-send-summary .pc-send-mark { width: 48px; height: 48px; font-size: 20px; }
.pc-send-summary-amount { margin: 0; font-size: 26px; font-weight: 700; font-variant-numeric: tabular-nums; overflow-wrap: anywhere; text-align: center; }
.pc-send-facts { margin: 0; padding: 4px 14px; border-radius: 16px; background: var(--pc-surface-2); }
.pc-send-facts > div { display: flex; justify-content: space-between; align-items: center; gap: 12px; padding: 10px 0; }
.pc-send-facts > div + div { border-top: 1px solid var(--pc-border); }
.pc-send-facts dt { color: var(--pc-fg-2); font-size: 14px; }
.pc-send-facts dd { margin: 0; font-weight: 600; font-size: 14px; font-variant-numeric: tabular-nums; }
.pc-send-hint { margin: 0; text-align: center; color: var(--pc-fg-2); font-size: 14px; }
.pc-send-actions { display: flex; gap: 8px; }
.pc-send-empty { display: flex; flex-direction: column; align-items: center; gap: 8px; padding: 24px 8px; text-align: center; }
.pc-send-empty-title { margin: 0; font-weight: 600; }
.pc-send-empty-hint { margin: 0; color: var(--pc-fg-2); font-size: 14px; }
`
