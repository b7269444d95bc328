// The demo wallet's icon: a wallet with its flap open, on Portico's accent. EIP-6963 asks for a
// square data URI of at least 96 px; an SVG scales to any size a wallet list draws it at.
const SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96">
<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#5773ff"/><stop offset="1" stop-color="#8a4dff"/></linearGradient></defs>
<rect width="96" height="96" rx="24" fill="url(#b)"/>
<path d="M25 33 63 21.5a5 5 0 0 1 6.4 4.8V33" fill="none" stroke="#fff" stroke-opacity=".7" stroke-width="5" stroke-linejoin="round"/>
<rect x="18" y="31" width="60" height="45" rx="11" fill="#fff"/>
<rect x="52" y="45" width="26" height="17" rx="8.5" fill="#5773ff"/>
<circle cx="61" cy="53.5" r="3.5" fill="#fff"/>
</svg>`

// Base64, as the Wallet Standard requires of an icon: the same string in both standards is one wallet.
export const WALLET_ICON: `data:image/svg+xml;base64,${string}` = `data:image/svg+xml;base64,${btoa(SVG.replace(/\n/g, ''))}`
