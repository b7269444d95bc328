import { defaultFeatures } from '../../../core/options/defaultOptions.js'
import type { Project } from './Project.js'

/** The project the local stack and the demo use. */
export const LOCAL_PROJECT_ID = 'portico-local'

/** Any port on the loopback names, where `npm start` serves the demo. */
export const LOCAL_ORIGINS = ['http://localhost:*', 'http://127.0.0.1:*'] as const

/**
 * The local project: wallets (no swaps or on-ramp, which need services a local machine lacks),
 * with activity, branding and multiple wallets, and analytics stored locally. Email login and the
 * socials (in SPEC's default order: the demo's farcaster among them) are on with `emailLogin`:
 * the local stack runs the embedded wallet's frame, its mailbox and its stand-ins (the OpenID
 * provider, the Farcaster relay); an API on its own does not.
 */
export function localProject(extraOrigins: readonly string[] = [], { emailLogin = false }: { emailLogin?: boolean } = {}): Project {
  return {
    id: LOCAL_PROJECT_ID,
    name: 'Portico local development',
    allowedOrigins: [...new Set([...LOCAL_ORIGINS, ...extraOrigins])],
    features: [
      { id: 'email', isEnabled: emailLogin, config: null },
      { id: 'socials', isEnabled: emailLogin, config: emailLogin ? [...(defaultFeatures().socials || [])] : null },
      { id: 'swaps', isEnabled: false, config: null },
      { id: 'onramp', isEnabled: false, config: null },
      { id: 'activity', isEnabled: true, config: null },
      { id: 'branding', isEnabled: true, config: null },
      { id: 'multiWallet', isEnabled: true, config: null },
    ],
    analyticsEnabled: true,
  }
}
