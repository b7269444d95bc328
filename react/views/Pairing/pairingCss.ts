/**
 * The pairing views' layout: header, tabs, the 280 px pairing area and the get link, in under
 * 540 px so a wallet's view fits the card of a 800 px high window without a scroll. The area is
 * square for a QR code; a panel that opens the wallet instead (a button, Copy link, a line) has it
 * fit its content, with room for that content while it loads, so a phone's view keeps no empty square.
 */
export const pairingCss = /* css */ `
.pc-wc { display: flex; flex-direction: column; gap: 12px; }
.pc-wc-header { padding-top: 4px; gap: 6px; }
.pc-wc-header p { margin: 0; text-wrap: balance; }
.pc-wc-header .pc-image { margin-bottom: 4px; }
.pc-wc-icon { width: 72px; height: 72px; border-radius: 22px; color: var(--pc-accent); }
.pc-wc-area {
  width: 280px; height: 280px; max-width: 100%; margin: 0 auto; overflow: hidden;
  display: flex; align-items: center; justify-content: center;
  border-radius: 20px; background: var(--pc-surface-1); box-shadow: inset 0 0 0 1px var(--pc-border);
}
/* One line whatever the wallet's name: a long one ends in an ellipsis (the link's name stays whole). */
.pc-wc-get { display: flex; align-items: center; justify-content: center; gap: 12px; }
.pc-wc-get > span { flex: none; }
.pc-wc-get .pc-button { min-width: 0; }
.pc-wc-get .pc-button svg { flex: none; }
.pc-wc-get-label { min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; line-height: 1.3; }
.pc-wcp { width: 100%; height: 100%; display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 10px; padding: 8px; text-align: center; }
.pc-wc-area:has(> .pc-wcp[data-fit='content']) { height: auto; }
.pc-wcp[data-fit='content'] { min-height: 156px; padding: 20px 16px; }
.pc-wcp p { margin: 0; }
.pc-wcp-row { display: flex; gap: 8px; justify-content: center; flex-wrap: wrap; }
.pc-wcp-error { color: var(--pc-error); }
.pc-wcq { position: relative; flex: none; display: flex; align-items: center; justify-content: center; border-radius: 16px; overflow: hidden; background: #ffffff; }
.pc-wcq svg { display: block; }
.pc-wcq-logo {
  position: absolute; left: 50%; top: 50%; transform: translate(-50%, -50%);
  display: flex; align-items: center; justify-content: center;
}
.pc-wcq-logo .pc-image { width: 100% !important; height: 100% !important; box-shadow: none; }
`
