// The wallet panel's stylesheet, inside its own shadow root: the page's styles cannot reach it and
// its styles cannot leak out. It follows the system colour scheme unless the page forces one
// through the host's data-theme attribute (the demo's light/dark toggle).
export const panelStyles = /* css */ `
:host {
  all: initial;
  --dw-bg: #17191a; --dw-surface: #212425; --dw-border: #2f3334; --dw-fg: #eef0f0; --dw-fg-2: #a3a9aa;
  --dw-accent: #4361ee; --dw-accent-fg: #fff; --dw-danger: #ff8a8a; --dw-shadow: 0 12px 40px rgba(0, 0, 0, 0.45);
  --dw-ok: #4ade80;
  position: fixed; left: 16px; bottom: 16px; z-index: 2147483600;
  font: 14px/1.4 ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
  color-scheme: dark;
}
:host([data-theme='light']) {
  --dw-bg: #ffffff; --dw-surface: #f3f4f6; --dw-border: #dfe2e6; --dw-fg: #141617; --dw-fg-2: #5b6266;
  --dw-accent: #3352e6; --dw-danger: #b42318; --dw-shadow: 0 12px 40px rgba(20, 22, 23, 0.18); --dw-ok: #15803d;
  color-scheme: light;
}
@media (prefers-color-scheme: light) {
  :host(:not([data-theme='dark'])) {
    --dw-bg: #ffffff; --dw-surface: #f3f4f6; --dw-border: #dfe2e6; --dw-fg: #141617; --dw-fg-2: #5b6266;
    --dw-accent: #3352e6; --dw-danger: #b42318; --dw-shadow: 0 12px 40px rgba(20, 22, 23, 0.18); --dw-ok: #15803d;
    color-scheme: light;
  }
}
* { box-sizing: border-box; }
.dw-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
.dw {
  width: 320px; max-width: calc(100vw - 32px); max-height: calc(100dvh - 32px); overflow: auto;
  background: var(--dw-bg); color: var(--dw-fg); border: 1px solid var(--dw-border); border-radius: 20px;
  box-shadow: var(--dw-shadow);
}
.dw[data-collapsed='true'] { width: auto; overflow: visible; }
.dw[data-collapsed='true'] .dw-body { display: none; }
.dw-head {
  display: flex; align-items: center; gap: 10px; width: 100%; padding: 10px 12px; margin: 0;
  background: transparent; border-radius: 19px; text-align: left; font-weight: 400;
}
.dw-head:hover { background: var(--dw-surface); }
.dw-head img { width: 28px; height: 28px; border-radius: 8px; flex: none; }
.dw-name { display: flex; flex-direction: column; min-width: 0; flex: 1; }
.dw-name strong { font-size: 14px; font-weight: 600; }
.dw-name span { font-size: 12px; color: var(--dw-fg-2); white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.dw-dot { display: inline-block; width: 7px; height: 7px; border-radius: 50%; margin-right: 6px; background: var(--dw-fg-2); vertical-align: 1px; }
.dw-dot[data-on='true'] { background: var(--dw-ok); }
.dw-badge {
  min-width: 22px; height: 22px; padding: 0 6px; border-radius: 11px; background: var(--dw-accent); color: var(--dw-accent-fg);
  font-size: 12px; font-weight: 600; display: inline-flex; align-items: center; justify-content: center;
}
.dw-badge[hidden] { display: none; }
button, select, input { font: inherit; color: inherit; }
button { cursor: pointer; border: 0; border-radius: 12px; padding: 9px 14px; font-weight: 600; }
button:focus-visible, select:focus-visible, input:focus-visible { outline: 2px solid var(--dw-accent); outline-offset: 2px; }
.dw-chevron { color: var(--dw-fg-2); line-height: 0; padding: 4px; }
.dw-chevron svg { transition: transform 150ms ease; }
.dw[data-collapsed='true'] .dw-chevron svg { transform: rotate(180deg); }
.dw-body { padding: 0 12px 12px; display: grid; gap: 10px; }
.dw-request {
  border: 1px solid var(--dw-accent); border-radius: 16px; padding: 12px; background: var(--dw-surface);
  animation: dw-in 160ms ease;
}
.dw-request h3 { margin: 0 0 8px; font-size: 15px; }
.dw-meta { margin: 0 0 4px; font-size: 12px; color: var(--dw-fg-2); }
.dw-request dl { margin: 0 0 12px; display: grid; grid-template-columns: auto 1fr; gap: 4px 10px; font-size: 13px; }
.dw-request dt { color: var(--dw-fg-2); }
.dw-request dd { margin: 0; overflow-wrap: anywhere; white-space: pre-wrap; max-height: 96px; overflow: auto; }
.dw-request dd[data-mono='true'] { font-family: ui-monospace, 'SF Mono', Menlo, Consolas, monospace; font-size: 12px; }
.dw-actions { display: grid; grid-template-columns: 1fr 1fr; gap: 8px; }
.dw-reject { background: var(--dw-bg); border: 1px solid var(--dw-border); color: var(--dw-fg); }
.dw-reject:hover { border-color: var(--dw-danger); color: var(--dw-danger); }
.dw-approve { background: var(--dw-accent); color: var(--dw-accent-fg); }
.dw-approve:hover { filter: brightness(1.1); }
.dw-field { display: grid; gap: 4px; font-size: 12px; color: var(--dw-fg-2); }
.dw-field select {
  width: 100%; padding: 8px 10px; border-radius: 12px; border: 1px solid var(--dw-border); background: var(--dw-surface);
  font-size: 13px; color: var(--dw-fg);
}
.dw-row { display: flex; align-items: center; justify-content: space-between; gap: 8px; font-size: 13px; }
.dw-switch { display: inline-flex; align-items: center; gap: 8px; cursor: pointer; }
.dw-switch input { appearance: none; width: 36px; height: 20px; border-radius: 10px; margin: 0; background: var(--dw-border); position: relative; cursor: pointer; transition: background 150ms ease; }
.dw-switch input::after { content: ''; position: absolute; top: 2px; left: 2px; width: 16px; height: 16px; border-radius: 50%; background: #fff; transition: transform 150ms ease; }
.dw-switch input:checked { background: var(--dw-accent); }
.dw-switch input:checked::after { transform: translateX(16px); }
.dw-link { background: transparent; color: var(--dw-fg-2); padding: 4px 8px; font-weight: 500; font-size: 12px; text-decoration: underline; }
.dw-link:hover { color: var(--dw-danger); }
.dw-link[hidden] { display: none; }
.dw-note { margin: 0; font-size: 11px; color: var(--dw-fg-2); }
@keyframes dw-in { from { opacity: 0; transform: translateY(6px); } }
@media (prefers-reduced-motion: reduce) { .dw-request, .dw-chevron svg, .dw-switch input, .dw-switch input::after { animation: none; transition: none; } }
@media (max-width: 480px) {
  :host { left: 8px; bottom: 8px; }
  .dw { max-width: calc(100vw - 16px); }
  .dw:not([data-collapsed='true']) { width: calc(100vw - 16px); }
  /*
   * Folded on a phone it is a small tab on the left edge, half way down: a bar at the bottom would
   * sit on Portico's bottom sheet, one at the top on the sheet's header when the sheet is tall.
   */
  :host([data-collapsed='true']) { left: 0; bottom: auto; top: 45%; }
  .dw[data-collapsed='true'] { border-radius: 0 14px 14px 0; border-left: 0; position: relative; }
  .dw[data-collapsed='true'] .dw-chevron { display: none; }
  /* Hidden from sight only: the bar keeps its name for assistive technology. */
  .dw[data-collapsed='true'] .dw-name { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
  .dw[data-collapsed='true'] .dw-head { padding: 8px 6px; border-radius: 0 13px 13px 0; }
  .dw[data-collapsed='true'] .dw-head img { width: 24px; height: 24px; }
  .dw[data-collapsed='true'] .dw-badge { position: absolute; top: -6px; right: -6px; }
}
`
