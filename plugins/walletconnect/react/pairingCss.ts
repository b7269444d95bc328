/**
 * The pairing panel inside the WalletConnect views' 280 px area. The area is square for a QR code;
 * a panel that opens the wallet instead (a button, Copy link, a line) has it fit its content, with
 * room for that content while it loads, so a phone's view does not keep an empty square.
 */
export const pairingCss = /* css */ `
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
