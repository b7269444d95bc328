/**
 * The WalletConnect views' layout: header, tabs, the 280 px pairing area and the get link, in
 * under 540 px so a wallet's view fits the card of a 800 px high window without a scroll.
 */
export const walletConnectCss = /* css */ `
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
`
