// portico/plugins/farcaster: Sign In With Farcaster over the embedded wallet's frame. Register
// embeddedWallet({ frameUrl }) first. Importing it loads no React: react/ draws the social
// section's button and the pairing view (its QR code).
export { farcaster, FARCASTER_LOGIN_ID } from './farcaster.js'
export { FARCASTER_BUTTON } from './farcasterButton.js'
export { FARCASTER_SLICE, type FarcasterState } from './farcasterSlice.js'
