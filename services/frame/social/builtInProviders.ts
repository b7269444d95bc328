import type { SocialProviderId } from './socialProviders.js'
import { readDiscordProfile, readFacebookProfile, readGitHubProfile, readXProfile, type ReadProfile } from './readOAuthProfiles.js'

/** How the auth server talks to a provider: OpenID Connect by discovery, or OAuth 2.0 with a profile read. */
export type ProviderDescription =
  | { kind: 'oidc'; issuer: string; scope: string }
  | {
    kind: 'oauth2'
    authorizationEndpoint: string
    tokenEndpoint: string
    scope: string
    /** How the client secret goes to the token endpoint: in the body unless the provider wants Basic. */
    tokenAuth?: 'basic'
    readProfile: ReadProfile
  }

/**
 * The six real providers, as their documentation gives them. A project's configuration with an
 * `issuer` replaces the description by generic OIDC at that issuer (the local stand-in).
 */
export const BUILT_IN_PROVIDERS: Readonly<Record<SocialProviderId, ProviderDescription>> = {
  google: { kind: 'oidc', issuer: 'https://accounts.google.com', scope: 'openid email profile' },
  // Apple answers by form_post when name or email is asked for, which the callback does not take yet.
  apple: { kind: 'oidc', issuer: 'https://appleid.apple.com', scope: 'openid' },
  github: {
    kind: 'oauth2',
    authorizationEndpoint: 'https://github.com/login/oauth/authorize',
    tokenEndpoint: 'https://github.com/login/oauth/access_token',
    scope: 'read:user user:email',
    readProfile: readGitHubProfile,
  },
  discord: {
    kind: 'oauth2',
    authorizationEndpoint: 'https://discord.com/oauth2/authorize',
    tokenEndpoint: 'https://discord.com/api/oauth2/token',
    scope: 'identify email',
    readProfile: readDiscordProfile,
  },
  x: {
    kind: 'oauth2',
    authorizationEndpoint: 'https://x.com/i/oauth2/authorize',
    tokenEndpoint: 'https://api.x.com/2/oauth2/token',
    scope: 'users.read tweet.read',
    tokenAuth: 'basic',
    readProfile: readXProfile,
  },
  facebook: {
    kind: 'oauth2',
    authorizationEndpoint: 'https://www.facebook.com/v19.0/dialog/oauth',
    tokenEndpoint: 'https://graph.facebook.com/v19.0/oauth/access_token',
    scope: 'email public_profile',
    readProfile: readFacebookProfile,
  },
}
