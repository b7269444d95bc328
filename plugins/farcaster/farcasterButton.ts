import type { LoginButton } from 'portico/core'

/**
 * Farcaster's button in the social section: its name and an arch on a violet tile, drawn for
 * Portico (no artwork of Farcaster's is copied), a shape that reads at 20 px on either theme.
 */
export const FARCASTER_BUTTON: LoginButton = {
  id: 'farcaster',
  name: 'Farcaster',
  icon: `data:image/svg+xml,${encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><rect width="24" height="24" rx="6" fill="#6e4fd6"/>'
    + '<path fill="#fff" d="M5.5 6h13v2h-1.2v10.5h-2.9v-5.3a2.4 2.4 0 0 0-4.8 0v5.3H6.7V8H5.5Z"/></svg>',
  )}`,
}
