// The drop-in buttons' stylesheet, inside each button's shadow root (the host page cannot restyle it).
export const buttonStyles = /* css */ `
:host { all: initial; display: inline-block; vertical-align: middle; }
* { box-sizing: border-box; }
.pc-host-button {
  all: unset; box-sizing: border-box; display: inline-flex; align-items: center; gap: 8px;
  height: 40px; padding: 0 16px; border-radius: 14px; cursor: pointer; white-space: nowrap;
  font: 600 14px/1 ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif;
  -webkit-font-smoothing: antialiased; transition: background 120ms, box-shadow 120ms;
}
.pc-host-button[data-kind='connect'] { background: var(--pc-accent-fill); color: var(--pc-on-accent); }
.pc-host-button[data-kind='connect']:hover { background: var(--pc-accent-fill-hover); }
.pc-host-button[data-kind='account'], .pc-host-button[data-kind='network'] {
  background: var(--pc-surface-1); color: var(--pc-fg-1); box-shadow: inset 0 0 0 1px var(--pc-border); padding-block: 0; padding-inline: 12px 6px;
}
.pc-host-button[data-kind='network'] { padding-inline: 6px 12px; }
.pc-host-button[data-kind='account']:hover, .pc-host-button[data-kind='network']:hover { background: var(--pc-surface-2); }
.pc-host-button[data-warning='true'] { color: var(--pc-warning); }
.pc-host-button[data-static='true'] { cursor: default; }
.pc-host-button[data-static='true']:hover { background: var(--pc-surface-1); }
.pc-pill { display: inline-flex; align-items: center; gap: 6px; height: 28px; padding-block: 0; padding-inline: 4px 10px; border-radius: 10px; background: var(--pc-surface-2); }
.pc-avatar { width: 20px; height: 20px; border-radius: 50%; flex: none; }
.pc-image { display: inline-flex; align-items: center; justify-content: center; overflow: hidden; flex: none; font-weight: 600; }
.pc-image img { width: 100%; height: 100%; object-fit: cover; }
.pc-warning-badge { display: inline-flex; align-items: center; justify-content: center; width: 28px; height: 28px; border-radius: 50%; background: var(--pc-warning-soft); }
.pc-muted { color: var(--pc-fg-2); font-weight: 500; }
.pc-spinner { width: 14px; height: 14px; border-radius: 50%; border: 2px solid currentColor; border-top-color: transparent; animation: pc-spin 0.8s linear infinite; }
:focus-visible { outline: 2px solid var(--pc-focus); outline-offset: 2px; }
@keyframes pc-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { * { animation-duration: 1ms !important; transition-duration: 1ms !important; } }
`
