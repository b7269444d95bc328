// The modal body's stylesheet, loaded with the body's chunk: lists, items, buttons, tabs, alerts,
// the toast. The frame's rules (root, backdrop, card, header) are in frameStyles, which comes
// first. Views add their own small <style> next to their markup.
export const baseStyles = /* css */ `
.pc-view[data-direction='next'] { animation: pc-in-next var(--pc-view-ms) var(--pc-ease); }
.pc-view[data-direction='prev'] { animation: pc-in-prev var(--pc-view-ms) var(--pc-ease); }
/* Right to left, the next view comes in from the left. */
[dir='rtl'] .pc-view[data-direction='next'] { animation-name: pc-in-prev; }
[dir='rtl'] .pc-view[data-direction='prev'] { animation-name: pc-in-next; }
.pc-footer { padding: 12px 16px 16px; border-top: 1px solid var(--pc-border); text-align: center; color: var(--pc-fg-2); font-size: 13px; }
.pc-button {
  all: unset; box-sizing: border-box; display: inline-flex; align-items: center; justify-content: center; gap: 8px;
  min-height: 44px; padding: 0 18px; border-radius: 14px; font: 600 15px/1 var(--pc-font);
  cursor: pointer; user-select: none; transition: background var(--pc-header-ms), opacity var(--pc-header-ms);
}
.pc-button[data-variant='primary'] { background: var(--pc-accent-fill); color: var(--pc-on-accent); }
.pc-button[data-variant='primary']:hover { background: var(--pc-accent-fill-hover); }
.pc-button[data-variant='secondary'] { background: var(--pc-surface-2); color: var(--pc-fg-1); }
.pc-button[data-variant='secondary']:hover { background: var(--pc-surface-3); }
.pc-button[data-variant='danger'] { background: var(--pc-error-soft); color: var(--pc-error); }
.pc-button[data-size='sm'] { min-height: 32px; padding: 0 12px; border-radius: 10px; font-size: 13px; }
.pc-button[data-block='true'] { display: flex; width: 100%; }
.pc-button[aria-disabled='true'], .pc-button:disabled { opacity: 0.5; cursor: not-allowed; }
.pc-list { display: flex; flex-direction: column; gap: 6px; margin: 0; padding: 0; list-style: none; }
.pc-item {
  all: unset; box-sizing: border-box; display: flex; align-items: center; gap: 12px; width: 100%;
  min-height: 56px; padding-block: 8px; padding-inline: 8px 12px; border-radius: var(--pc-radius-item);
  background: var(--pc-surface-1); color: var(--pc-fg-1); cursor: pointer;
  transition: background var(--pc-header-ms);
}
.pc-item:hover { background: var(--pc-surface-2); }
/* Rows and tabs sit edge to edge in boxes that clip (a scrolling body, a tab bar): their focus ring
   is drawn inside their own edge, where nothing can cut it off. */
.pc-item:focus-visible, .pc-tab:focus-visible { outline-offset: -2px; }
.pc-item[aria-disabled='true'] { opacity: 0.55; cursor: not-allowed; }
.pc-item-label { flex: 1 1 auto; min-width: 0; font-weight: 500; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.pc-item-sub { display: block; overflow: hidden; text-overflow: ellipsis; color: var(--pc-fg-2); font-size: 13px; font-weight: 400; }
.pc-tag {
  flex: none; padding: 3px 8px; border-radius: 8px; font-size: 11px; font-weight: 600; text-transform: uppercase;
  letter-spacing: 0.04em; background: var(--pc-surface-2); color: var(--pc-fg-2);
}
.pc-tag[data-tone='accent'] { background: var(--pc-accent-soft); color: var(--pc-accent-text); }
.pc-tag[data-tone='success'] { background: var(--pc-success-soft); color: var(--pc-success); }
.pc-tag[data-tone='error'] { background: var(--pc-error-soft); color: var(--pc-error); }
.pc-image {
  flex: none; display: inline-flex; align-items: center; justify-content: center; overflow: hidden;
  width: 40px; height: 40px; border-radius: var(--pc-radius-image); background: var(--pc-surface-3);
  color: var(--pc-fg-2); font-weight: 600; font-size: 14px;
  box-shadow: inset 0 0 0 1px var(--pc-border);
}
.pc-image img { width: 100%; height: 100%; object-fit: cover; }
/* The placeholder pulses only for an image still missing after 300 ms: most arrive sooner, and a
   pulse on every tile that a keystroke or scroll brings in is motion that also costs the frames. */
.pc-image[data-loading='true'] { animation: pc-pulse 1.2s ease-in-out 300ms infinite; }
.pc-text-muted { color: var(--pc-fg-2); }
.pc-text-small { font-size: 13px; }
.pc-heading { margin: 0; font-size: 18px; font-weight: 600; letter-spacing: -0.01em; }
.pc-input {
  all: unset; box-sizing: border-box; width: 100%; height: 44px; padding-block: 0; padding-inline: 40px 14px; border-radius: 14px;
  background: var(--pc-surface-1); color: var(--pc-fg-1); font: 15px var(--pc-font);
  box-shadow: inset 0 0 0 1px var(--pc-border);
}
.pc-input::placeholder { color: var(--pc-fg-3); }
.pc-input:focus { box-shadow: inset 0 0 0 2px var(--pc-accent); }
.pc-tabs { display: flex; gap: 4px; padding: 4px; border-radius: 14px; background: var(--pc-surface-1); }
.pc-tab {
  all: unset; box-sizing: border-box; flex: 1; text-align: center; padding: 8px 10px; border-radius: 10px;
  font-weight: 600; font-size: 14px; color: var(--pc-fg-2); cursor: pointer;
}
.pc-tab[aria-selected='true'] { background: var(--pc-surface-3); color: var(--pc-fg-1); }
.pc-alert {
  display: flex; align-items: flex-start; gap: 10px; margin: 0 16px 8px; padding: 10px 12px; border-radius: 14px;
  font-size: 13px; background: var(--pc-surface-2);
}
/* A title alone sits on the dismiss button's centre line, not at the top of its height. */
.pc-alert[data-single-line='true'] { align-items: center; }
.pc-alert[data-variant='error'] { background: var(--pc-error-soft); color: var(--pc-error); }
.pc-alert[data-variant='warning'] { background: var(--pc-warning-soft); color: var(--pc-warning); }
.pc-alert[data-variant='success'] { background: var(--pc-success-soft); color: var(--pc-success); }
.pc-alert[data-variant='info'] { background: var(--pc-accent-soft); color: var(--pc-accent-text); }
.pc-alert p { margin: 0; color: var(--pc-fg-2); }
.pc-alert strong { display: block; font-weight: 600; }
.pc-toast {
  position: absolute; top: calc(var(--pc-header-height) + 4px); inset-inline: 16px; z-index: 2;
  width: max-content; max-width: calc(100% - 32px); margin: 0 auto;
  display: flex; align-items: center; gap: 8px; padding-block: 8px; padding-inline: 10px 14px;
  border-radius: 18px; background: var(--pc-surface-2); box-shadow: 0 0 0 1px var(--pc-border), 0 8px 24px rgba(0,0,0,0.25);
  font-size: 14px; font-weight: 500; pointer-events: none; animation: pc-drop var(--pc-view-ms) var(--pc-ease);
}
.pc-toast[data-open='false'] { opacity: 0; transform: translateY(-8px); transition: opacity var(--pc-view-ms), transform var(--pc-view-ms); }
.pc-visually-hidden { position: absolute; width: 1px; height: 1px; margin: -1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
.pc-input:focus-visible { outline: none; }
@keyframes pc-drop { from { opacity: 0; transform: translateY(-8px); } }
@keyframes pc-in-next { from { opacity: 0; transform: translateX(12px); } }
@keyframes pc-in-prev { from { opacity: 0; transform: translateX(-12px); } }
@keyframes pc-pulse { 50% { opacity: 0.5; } }
`
