/** The WalletConnect views' layout: header, tabs, the 280 px pairing area and the get link. */
export const walletConnectCss = /* css */ `
.pc-wc { display: flex; flex-direction: column; gap: 16px; }
.pc-wc-header { padding-top: 8px; gap: 6px; }
.pc-wc-header p { margin: 0; }
.pc-wc-header .pc-image { margin-bottom: 6px; }
.pc-wc-icon { width: 80px; height: 80px; border-radius: 24px; color: var(--pc-accent); }
.pc-wc-area {
  width: 280px; height: 280px; max-width: 100%; margin: 0 auto; overflow: hidden;
  display: flex; align-items: center; justify-content: center;
  border-radius: 20px; background: var(--pc-surface-1); box-shadow: inset 0 0 0 1px var(--pc-border);
}
.pc-wc-get { display: flex; align-items: center; justify-content: center; gap: 12px; flex-wrap: wrap; }
`
