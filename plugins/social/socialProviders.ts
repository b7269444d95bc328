import type { LoginButton } from 'portico/core'
import { SocialError } from './SocialError.js'

/** SPEC section 5: the providers a social login may name (farcaster has a flow of its own). */
export const SOCIAL_PROVIDERS = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const
export type SocialProviderId = (typeof SOCIAL_PROVIDERS)[number]

const svg = (body: string) => `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">${body}</svg>`)}`

/**
 * Each provider's name and mark, drawn for Portico (no provider's artwork is copied): a shape the
 * visitor recognises at 20 px, on a tile of its own so it reads on dark and light themes alike.
 */
const BUTTONS: Record<SocialProviderId, LoginButton> = {
  google: {
    id: 'google',
    name: 'Google',
    icon: svg('<rect width="24" height="24" rx="6" fill="#fff"/><g fill="none" stroke-width="3"><path d="M12 12h7.5" stroke="#4285f4"/><path d="M19.5 12a7.5 7.5 0 0 1-2.2 5.3" stroke="#4285f4"/>'
      + '<path d="M17.3 17.3A7.5 7.5 0 0 1 5.5 15.8" stroke="#34a853"/><path d="M5.5 15.8a7.5 7.5 0 0 1 0-7.6" stroke="#fbbc05"/><path d="M5.5 8.2a7.5 7.5 0 0 1 11.6-1.7" stroke="#ea4335"/></g>'),
  },
  github: {
    id: 'github',
    name: 'GitHub',
    icon: svg('<rect x=".5" y=".5" width="23" height="23" rx="5.5" fill="#24292f" stroke="#fff" stroke-opacity=".35"/><path fill="#fff" d="M7.2 9.6 7.7 5.9l2.5 1.8a7.4 7.4 0 0 1 3.6 0l2.5-1.8.5 3.7c.8 1 1.2 2.2 1 3.5-.4 2.9-2.7 4.4-5.8 4.4s-5.4-1.5-5.8-4.4c-.2-1.3.2-2.5 1-3.5Z"/>'
      + '<path fill="#24292f" d="M9.6 12.2a.9 1.1 0 1 0 .1 0Zm4.8 0a.9 1.1 0 1 0 .1 0Z"/><path fill="none" stroke="#fff" stroke-width="1.3" stroke-linecap="round" d="M9.7 17.2c-.3 1-.9 1.6-2.4 1.3"/>'),
  },
  apple: {
    id: 'apple',
    name: 'Apple',
    icon: svg('<rect width="24" height="24" rx="6" fill="#000"/><path fill="#fff" d="M12 8.6c-1.2 0-2-.8-3.2-.8-1.8 0-3.3 1.6-3.3 4.2 0 3.3 2.2 7.2 4 7.2.9 0 1.4-.6 2.5-.6s1.6.6 2.5.6c1.8 0 4-3.9 4-7.2 0-2.6-1.5-4.2-3.3-4.2-1.2 0-2 .8-3.2.8Z"/>'
      + '<path fill="#fff" d="M12.2 7.2c0-1.6 1.1-2.9 2.7-3.1 0 1.6-1.1 2.9-2.7 3.1Z"/>'),
  },
  facebook: {
    id: 'facebook',
    name: 'Facebook',
    icon: svg('<rect width="24" height="24" rx="6" fill="#1877f2"/><path fill="#fff" d="M13.3 21v-6.8h2.3l.4-2.7h-2.7V9.8c0-.8.3-1.3 1.4-1.3H16V6.1c-.3 0-1.1-.1-2.1-.1-2.1 0-3.4 1.2-3.4 3.5v2h-2.3v2.7h2.3V21Z"/>'),
  },
  x: {
    id: 'x',
    name: 'X',
    icon: svg('<rect width="24" height="24" rx="6" fill="#000"/><path stroke="#fff" stroke-width="2.4" stroke-linecap="round" d="m7.3 6.5 9.4 11"/><path stroke="#fff" stroke-width="1.4" stroke-linecap="round" d="m17 6.5-10 11"/>'),
  },
  discord: {
    id: 'discord',
    name: 'Discord',
    icon: svg('<rect width="24" height="24" rx="6" fill="#5865f2"/><path fill="#fff" d="M8.1 7.8c1.2-.5 2.5-.8 3.9-.8s2.7.3 3.9.8c1.3 1.9 2 4 2.1 6.5a10 10 0 0 1-3.5 1.8l-.8-1.3 1.4-.7-.3-.2a8 8 0 0 1-5.6 0l-.3.2 1.4.7-.8 1.3A10 10 0 0 1 6 14.3c.1-2.5.8-4.6 2.1-6.5Z"/>'
      + '<circle cx="10" cy="12" r="1.1" fill="#5865f2"/><circle cx="14" cy="12" r="1.1" fill="#5865f2"/>'),
  },
}

/** The buttons of `providers`, in their order; a name that is not one of SPEC's six is refused (the site's configuration is wrong). */
export function socialButtons(providers: readonly string[]): LoginButton[] {
  return providers.map((provider) => {
    if (!(SOCIAL_PROVIDERS as readonly string[]).includes(provider)) {
      throw new SocialError('UNKNOWN_PROVIDER', { params: { provider: provider.slice(0, 40) } })
    }
    return BUTTONS[provider as SocialProviderId]
  })
}
