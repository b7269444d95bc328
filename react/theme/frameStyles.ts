// The modal frame's stylesheet: the backdrop, the card, its header and the wait inside it. It is
// in the page's first bundle (with ModalShell), so the frame is drawn in the click's own frame
// while the body's chunk and its stylesheet (baseStyles) arrive. It lives inside the modal's shadow
// root, so it neither leaks into the host page nor takes its styles; `:host { all: initial }` also
// stops inherited properties (font, color, letter-spacing) from crossing in.
export const frameStyles = /* css */ `
:host { all: initial; }
* { box-sizing: border-box; }
.pc-root {
  --pc-font: ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif;
  --pc-mono: ui-monospace, 'SF Mono', Menlo, Consolas, monospace;
  --pc-radius-modal: 28px;
  --pc-radius-item: 16px;
  --pc-radius-image: 12px;
  --pc-ease: cubic-bezier(0.2, 0, 0, 1);
  --pc-header-ms: 120ms;
  --pc-height-ms: 150ms;
  --pc-view-ms: 150ms;
  --pc-open-ms: 120ms;
  --pc-header-height: 60px;
  --pc-z-index: 2147483000;
  font-family: var(--pc-font);
  font-size: 15px;
  line-height: 1.4;
  color: var(--pc-fg-1);
  -webkit-font-smoothing: antialiased;
}
.pc-backdrop {
  position: fixed; inset: 0; z-index: var(--pc-z-index);
  display: flex; align-items: center; justify-content: center;
}
/* The dim is a layer of its own that fades in by opacity, which the compositor animates alone: a
   fading background colour would repaint the whole viewport on the main thread every frame of the
   open, the frames in which the modal's body and images arrive. */
.pc-backdrop::before {
  content: ''; position: absolute; inset: 0;
  background: var(--pc-overlay);
  animation: pc-fade var(--pc-open-ms) var(--pc-ease);
}
.pc-card {
  position: relative; width: 360px; max-height: min(640px, calc(100dvh - 48px));
  display: flex; flex-direction: column;
  background: var(--pc-bg); border: 1px solid var(--pc-border); border-radius: var(--pc-radius-modal);
  box-shadow: var(--pc-shadow); overflow: hidden;
  transition: height var(--pc-height-ms) var(--pc-ease);
  animation: pc-pop var(--pc-open-ms) var(--pc-ease);
}
.pc-root .pc-card:focus { outline: none; }
.pc-root[dir='rtl'] [data-flip] { transform: scaleX(-1); }
/* The shake runs beside the opening animation, never in its place: swapping one name for the other
   would start the opening animation again, a fade and a jump, the moment the shake ends. */
.pc-card[data-shake='true'] { animation: pc-pop var(--pc-open-ms) var(--pc-ease), pc-shake 500ms var(--pc-ease); }
@media (max-width: 430px) {
  .pc-backdrop { align-items: flex-end; }
  .pc-card {
    width: 100%; max-height: calc(100dvh - 24px);
    border-radius: var(--pc-radius-modal) var(--pc-radius-modal) 0 0; border-bottom: 0;
    padding-bottom: env(safe-area-inset-bottom);
    animation-name: pc-rise;
  }
  .pc-card[data-shake='true'] { animation-name: pc-rise, pc-shake; }
}
/* A fixed height the toast is placed under (baseStyles), so it never covers the title. */
.pc-header {
  display: grid; grid-template-columns: 48px 1fr 48px; align-items: center;
  height: var(--pc-header-height); padding: 8px 8px 4px;
}
.pc-title {
  margin: 0; text-align: center; font-size: 16px; font-weight: 600; letter-spacing: -0.01em;
  white-space: nowrap; overflow: hidden; text-overflow: ellipsis;
}
.pc-title[data-changed] { animation: pc-fade var(--pc-header-ms) var(--pc-ease); }
.pc-body { position: relative; overflow-y: auto; overscroll-behavior: contain; flex: 1 1 auto; }
.pc-view { padding: 4px 16px 16px; }
.pc-icon-button {
  all: unset; box-sizing: border-box; width: 40px; height: 40px; border-radius: 12px;
  display: inline-flex; align-items: center; justify-content: center; color: var(--pc-fg-2); cursor: pointer;
  transition: background var(--pc-header-ms), color var(--pc-header-ms);
}
.pc-icon-button:hover { background: var(--pc-surface-2); color: var(--pc-fg-1); }
.pc-center { display: flex; flex-direction: column; align-items: center; text-align: center; gap: 8px; }
.pc-spinner { width: 20px; height: 20px; border-radius: 50%; border: 2px solid var(--pc-surface-3); border-top-color: var(--pc-accent); animation: pc-spin 0.8s linear infinite; }
/* Every control shows where keyboard focus is, in the focus colour (at least 3:1 against the card
   and every surface in both themes). Under .pc-root so that it outweighs the 'all: unset' of a
   one-class control (rows, tabs, tiles), which would otherwise wipe the outline out. */
.pc-root :focus-visible { outline: 2px solid var(--pc-focus); outline-offset: 2px; }
@keyframes pc-fade { from { opacity: 0; } }
/* The card opens already readable: it is drawn in its first frame and only settles into place, so
   a visitor sees the modal the moment they click rather than after a fade. */
@keyframes pc-pop { from { opacity: 0.6; transform: scale(0.98) translateY(6px); } }
@keyframes pc-rise { from { opacity: 0.6; transform: translateY(32px); } }
@keyframes pc-spin { to { transform: rotate(360deg); } }
/* A body that takes a moment shows its spinner only after 400 ms, so a quick one never flashes; the
   wait is about as tall as the Connect view, so the card barely moves when the body comes in. */
.pc-wait { display: flex; align-items: center; justify-content: center; min-height: 372px; }
.pc-wait .pc-spinner { animation: pc-spin 0.8s linear infinite, pc-appear 150ms 400ms both; }
@keyframes pc-appear { from { opacity: 0; } }
@keyframes pc-shake {
  10%, 90% { transform: translateX(-1px); } 20%, 80% { transform: translateX(2px); }
  30%, 50%, 70% { transform: translateX(-4px); } 40%, 60% { transform: translateX(4px); }
}
@media (prefers-reduced-motion: reduce) {
  .pc-root *, .pc-root *::before { animation-duration: 1ms !important; animation-iteration-count: 1 !important; transition-duration: 1ms !important; }
}
`
